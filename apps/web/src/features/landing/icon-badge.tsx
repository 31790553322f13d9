import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The rounded square that holds a feature's icon; gold for anything about coins. */
export function IconBadge({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'coin';
}) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: alpha(
          tone === 'coin' ? theme.palette.coin.main : theme.palette.primary.main,
          tone === 'coin' ? 0.22 : 0.12,
        ),
        '& svg': { fontSize: 26 },
      })}
    >
      {children}
    </Box>
  );
}
