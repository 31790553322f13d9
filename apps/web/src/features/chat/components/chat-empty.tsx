import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';

type Props = {
  icon: ComponentType<SvgIconProps>;
  title: string;
  body: string;
  /** What to do next (a button). */
  action?: ReactNode;
  sx?: SxProps<Theme>;
};

/** An empty list of the chat, in its column: what it will hold, and what to do next. */
export function ChatEmpty({ icon: Icon, title, body, action, sx }: Props) {
  return (
    <Box sx={[{ textAlign: 'center', px: 3, py: 5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Icon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {body}
      </Typography>
      {action}
    </Box>
  );
}
