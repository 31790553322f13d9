import Card from '@mui/material/Card';
import type { ReactNode } from 'react';

/**
 * The chat's card, as tall as the window leaves it under the top bar (and above the bottom bar
 * below lg): the list and the thread scroll inside it, the page itself does not.
 */
export function ChatFrame({ columns, children }: { columns?: string; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-labelledby="chat-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: columns ?? 'minmax(0, 1fr)',
        gridTemplateRows: 'minmax(0, 1fr)',
        // The top bar (56/64 px), the main column's padding, and the bottom bar's room below lg; on a
        // phone the card reaches down to the bottom bar (the column's last 24 px taken back).
        height: { xs: 'calc(100dvh - 120px)', sm: 'calc(100dvh - 160px)', lg: 'calc(100dvh - 112px)' },
        mb: { xs: -3, sm: 0 },
        minHeight: 420,
        borderRadius: { xs: 0, sm: 3 },
      }}
    >
      {children}
    </Card>
  );
}
