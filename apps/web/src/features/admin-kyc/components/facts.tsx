import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Terms and their values: side by side from sm, one under the other on a phone. */
export function Facts({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8.5rem, max-content) minmax(0, 1fr)' },
        columnGap: 2.5,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {children}
    </Box>
  );
}

/** One term of `Facts`, with its value (and what else to say about it under the value). */
export function Fact({ term, children, note }: { term: string; children: ReactNode; note?: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
        {note}
      </Box>
    </>
  );
}
