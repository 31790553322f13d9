import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** The page's heading (`chat-title`, which names the chat's frame). */
  title: string;
  /** Beside the heading: new, settings… */
  actions?: ReactNode;
  children: ReactNode;
};

/** The list's column of a chat page: the page's heading and its actions, then what scrolls below. */
export function ListColumn({ title, actions, children }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1.5 }}>
        <Typography id="chat-title" variant="h3" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
