import type { Message } from '@betogether/contracts/chat/chat.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

export type ComposerMode = { kind: 'reply' | 'edit'; message: Message } | null;

/** Above the box: the message being answered or edited, and a way out (Escape too). */
export function ModeBar({ mode, onCancel }: { mode: NonNullable<ComposerMode>; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  const quoted = mode.message;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 1,
        pl: 1,
        borderLeft: 3,
        borderColor: 'primary.main',
      }}
    >
      {mode.kind === 'reply' ? (
        <ReplyOutlined fontSize="small" color="primary" aria-hidden />
      ) : (
        <EditOutlined fontSize="small" color="primary" aria-hidden />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" component="p" sx={{ m: 0, fontWeight: 600 }}>
          {mode.kind === 'reply'
            ? t('composer.replyingTo', { name: quoted.sender?.displayName ?? t('system.someone') })
            : t('composer.editing')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {quoted.text ??
            (quoted.attachments.length > 0 ? t('composer.files', { count: quoted.attachments.length }) : '')}
        </Typography>
      </Box>
      <IconButton size="small" aria-label={t('composer.cancelMode')} onClick={onCancel}>
        <CloseOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
