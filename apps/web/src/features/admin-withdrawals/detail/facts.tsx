import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label–value pairs as a description list, each pair in its own row (`dl > div`): the label in a
 * fixed column from sm up, above its value on a phone.
 */
export function Facts({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gap: { xs: 1, sm: 0.75 } }}>
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' }, columnGap: 2 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
