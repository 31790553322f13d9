import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { type LegalSlug, legalRouteName, legalSlugs } from '@/lib/route-table/landing-routes';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import type { LegalDocument } from './legal-document';
import { legalSectionId } from './legal-section-id';
import { LegalTableOfContents } from './legal-table-of-contents';

// The landing layout's app bar is sticky (64 px): headings scrolled to stay below it.
const headerOffset = 88;

type Props = { slug: LegalSlug; content: LegalDocument };

export function LegalDocumentView({ slug, content }: Props) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const { hash } = useLocation();
  // Dates are calendar days (2026-11-22): format them in UTC so that no time zone shifts the day.
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(content.updated),
  );

  // A link to a section (…/Cookies#section-3) arrives before the document does: scroll once it is here.
  useEffect(() => {
    if (hash) window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4, md: 7 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 760px) 240px' },
          columnGap: { md: 5, lg: 7 },
          rowGap: { xs: 5, md: 6 },
          justifyContent: 'center',
        }}
      >
        <Box
          component="article"
          aria-labelledby="legal-title"
          sx={{
            gridColumn: 1,
            gridRow: 1,
            bgcolor: { xs: 'transparent', sm: 'background.paper' },
            border: { xs: 0, sm: 1 },
            borderColor: { sm: 'divider' },
            borderRadius: 3,
            p: { xs: 0, sm: 4, md: 6 },
          }}
        >
          <Box component="header">
            <Typography
              variant="overline"
              sx={{ display: 'block', color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}
            >
              {t('eyebrow')}
            </Typography>
            <Typography
              id="legal-title"
              variant="h1"
              sx={{ mt: 1, fontSize: { xs: '1.9rem', md: '2.4rem' } }}
            >
              {content.title}
            </Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.125rem', lineHeight: 1.6 }}>
              {content.summary}
            </Typography>
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              {t('lastUpdated', { date: updated })}
            </Typography>
          </Box>
          <Box
            sx={{
              display: { md: 'none' },
              mt: 4,
              p: 2,
              borderRadius: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <LegalTableOfContents sections={content.sections} />
          </Box>
          <Box
            sx={{ mt: { xs: 4, md: 5 }, pt: { md: 1 }, borderTop: { md: 1 }, borderColor: { md: 'divider' } }}
          >
            {content.sections.map((section, index) => (
              <Box
                component="section"
                key={section.heading}
                aria-labelledby={legalSectionId(index)}
                sx={{ mt: { xs: 4, md: 5 } }}
              >
                <Typography
                  id={legalSectionId(index)}
                  variant="h2"
                  tabIndex={-1}
                  sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1.5, scrollMarginTop: headerOffset }}
                >
                  {section.heading}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 2, lineHeight: 1.7 }}>
                    {paragraph}
                  </Typography>
                ))}
                {section.bullets && (
                  <Box
                    component="ul"
                    sx={{ m: 0, mb: 2, pl: 3, '& li': { mb: 1, lineHeight: 1.7, pl: 0.5 } }}
                  >
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            gridColumn: 2,
            gridRow: 1,
            alignSelf: 'start',
            position: 'sticky',
            top: headerOffset,
            maxHeight: `calc(100vh - ${headerOffset + 24}px)`,
            overflowY: 'auto',
          }}
        >
          <LegalTableOfContents sections={content.sections} />
        </Box>
        <Box component="nav" aria-labelledby="legal-other-title" sx={{ gridColumn: 1, gridRow: 2 }}>
          <Typography id="legal-other-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
            {t('otherDocuments')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {legalSlugs
              .filter((other) => other !== slug)
              .map((other) => (
                <li key={other}>
                  <Link
                    component={RouterLink}
                    to={paths[legalRouteName(other)].href()}
                    underline="none"
                    color="text.primary"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                      px: 2,
                      py: 1.5,
                      height: '100%',
                      borderRadius: 2,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                      fontWeight: 600,
                      '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                    }}
                  >
                    {t(`legal.titles.${other}`, { ns: 'common' })}
                    <ChevronRightIcon aria-hidden="true" fontSize="small" />
                  </Link>
                </li>
              ))}
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
