import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { LegalSection } from './legal-document';
import { legalSectionId } from './legal-section-id';

/** Links to the document's sections; the page moves focus to the heading for keyboard users. */
export function LegalTableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('legal');
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary', fontWeight: 700, lineHeight: 1.5, mb: 1 }}
      >
        {t('toc')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider' }}>
        {sections.map((section, index) => {
          const id = legalSectionId(index);
          return (
            <Box component="li" key={section.heading}>
              <Link
                component={RouterLink}
                to={`#${id}`}
                underline="hover"
                color="text.primary"
                onClick={() => window.document.getElementById(id)?.focus({ preventScroll: true })}
                sx={{
                  display: 'block',
                  py: 0.75,
                  pl: 1.75,
                  ml: '-2px',
                  borderLeft: 2,
                  borderColor: 'transparent',
                  fontSize: '0.9rem',
                  lineHeight: 1.4,
                  '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                }}
              >
                {section.heading}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
