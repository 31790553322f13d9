import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The player's room. Below lg it fills the screen between the top bar (MUI's toolbar: 56 px, 48 in
 * landscape, 64 from sm, plus its 1 px border) and the 56 px bottom bar. From lg it sits in the
 * centre column, as high as the window under the top bar (65 px) and the column's padding (16 + 32).
 */
export function PlayerFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 56,
        top: 57,
        // In the toolbar's own order, so that from sm up 65 px wins in landscape too.
        '@media (min-width:0px) and (orientation: landscape)': { top: 49 },
        [theme.breakpoints.up('sm')]: { top: 65 },
        [theme.breakpoints.up('lg')]: {
          position: 'relative',
          inset: 'auto',
          height: 'calc(100dvh - 113px)',
          minHeight: 480,
        },
      })}
    >
      {header}
      <Box sx={{ flex: 1, minHeight: 0 }}>{children}</Box>
    </Box>
  );
}
