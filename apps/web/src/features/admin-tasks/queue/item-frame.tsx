import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of a queue: a dense outlined block named for screen readers. */
export function ItemFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      data-testid="queue-item"
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      {children}
    </Paper>
  );
}

/** A labelled figure of an item (`<dt>`/`<dd>` inside the item's `<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 600 }}>
        {children}
      </Box>
    </Box>
  );
}
