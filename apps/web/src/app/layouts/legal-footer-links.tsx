import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { legalRouteName, legalSlugs } from '@/lib/route-table/landing-routes';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

export function LegalFooterLinks({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const slugs = compact
    ? legalSlugs.filter((slug) => slug !== 'RoadMap' && slug !== 'PiecesConditions')
    : legalSlugs;
  return (
    <Box
      component="nav"
      aria-label={t('legal.navLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}
    >
      {slugs.map((slug) => (
        <Link
          key={slug}
          component={RouterLink}
          to={paths[legalRouteName(slug)].href()}
          variant="caption"
          color="text.secondary"
          underline="hover"
          // Tap targets (WCAG 2.5.8): 44 px tall on touch-sized screens, 24 px from md up.
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, md: 24 }, minWidth: 24 }}
        >
          {t(`legal.titles.${slug}`)}
        </Link>
      ))}
      <Typography variant="caption" color="text.secondary">
        © {new Date().getFullYear()} BeTogether
      </Typography>
    </Box>
  );
}
