import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';

/** The BeTogether mark (two linked rings: blue for people, gold for coins) and name. */
export function BrandLogo({
  to = paths.landing.href(),
  compact = false,
}: {
  to?: string;
  compact?: boolean;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="BeTogether"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        sx={{ width: 32, height: 32, flexShrink: 0 }}
        aria-hidden="true"
      >
        <rect width="64" height="64" rx="14" fill="#1E4FD8" />
        <circle cx="25" cy="32" r="13" fill="none" stroke="#fff" strokeWidth="6" />
        <circle cx="39" cy="32" r="13" fill="none" stroke="#F2B705" strokeWidth="6" />
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', letterSpacing: '-0.01em' }}>
          BeTogether
        </Typography>
      )}
    </Box>
  );
}
