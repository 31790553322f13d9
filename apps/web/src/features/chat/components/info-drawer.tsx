import CloseOutlined from '@mui/icons-material/CloseOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { RemoveOrLeave } from './use-remove-or-leave';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The drawer's width from sm (the whole screen on a phone). */
  width: number;
  /** The button at the foot, and what asks before leaving. */
  leave: { label: string; title: string; body: string; confirmLabel: string };
  removal: RemoveOrLeave;
  children: ReactNode;
};

/**
 * A conversation's details at the right: its title and a close button, what it holds, and at the
 * foot leaving it, asked first.
 */
export function InfoDrawer({ open, onClose, title, width, leave, removal, children }: Props) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: width } }, 'aria-labelledby': titleId } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      {children}
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button color="error" startIcon={<LogoutOutlined />} onClick={removal.askLeave}>
          {leave.label}
        </Button>
      </Box>
      <ConfirmDialog
        open={removal.leaving}
        title={leave.title}
        body={leave.body}
        confirmLabel={leave.confirmLabel}
        cancelLabel={t('actions.cancel')}
        busy={removal.busy}
        onConfirm={removal.confirmLeave}
        onClose={removal.cancel}
      />
    </Drawer>
  );
}
