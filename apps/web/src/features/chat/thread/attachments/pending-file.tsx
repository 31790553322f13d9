import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { UploadError } from '@/lib/uploader/upload-errors';
import { useUploadOnMount } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import type { ChatFilePurpose } from './file-purpose';

type Props = {
  file: File;
  purpose: ChatFilePurpose;
  onReady: (media: MediaObject) => void;
  onFailed: () => void;
  onRetrying: () => void;
  onRemove: () => void;
};

const TILE = 72;

/**
 * A file chosen in the composer: it uploads at once, showing how far; "ready" lets the message
 * leave; a failure says why, with "Try again" when trying again can help. Removing one cancels it.
 */
export function PendingFile({ file, purpose, onReady, onFailed, onRetrying, onRemove }: Props) {
  const { t } = useTranslation('chat');
  const uploader = useUploadOnMount(file, purpose, { onReady, onFailed });
  const preview = useMemo(
    () => (purpose === 'chat-image' ? URL.createObjectURL(file) : null),
    [file, purpose],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const state = uploader.state;
  const failed = state.status === 'failed';
  const busy = state.status === 'uploading' || state.status === 'paused' || state.status === 'processing';
  const percent = busy ? Math.round(state.progress.percent) : 100;
  const retryable = failed && state.error instanceof UploadError && state.error.kind === 'failed';
  const problem = failed
    ? state.error instanceof ApiError
      ? problemMessage(state.error, t, { ns: 'chat' })
      : t('attachments.unreadable')
    : '';

  return (
    <Box
      component="li"
      data-testid="pending-file"
      data-state={failed ? 'failed' : busy ? 'uploading' : 'ready'}
      sx={{ position: 'relative', width: TILE, flexShrink: 0, listStyle: 'none' }}
    >
      <Box
        sx={{
          width: TILE,
          height: TILE,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: failed ? 'error.main' : 'divider',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={file.name}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: busy ? 0.6 : 1 }}
          />
        ) : (
          <>
            <InsertDriveFileOutlined color="action" aria-hidden />
            <Typography variant="caption" noWrap sx={{ maxWidth: TILE - 8, px: 0.5 }} title={file.name}>
              {file.name}
            </Typography>
          </>
        )}
      </Box>
      {busy && (
        <LinearProgress
          variant={state.status === 'processing' ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t('attachments.uploading', { name: file.name, percent })}
          sx={{ position: 'absolute', left: 6, right: 6, bottom: 6, borderRadius: 1 }}
        />
      )}
      {failed && (
        <Tooltip title={problem}>
          <Box
            role="alert"
            aria-label={t('attachments.failed', { name: file.name, problem })}
            sx={{ position: 'absolute', left: 4, bottom: 4, display: 'flex', color: 'error.main' }}
          >
            <ErrorOutlineOutlined fontSize="small" />
          </Box>
        </Tooltip>
      )}
      {retryable && (
        <IconButton
          size="small"
          aria-label={t('attachments.retry', { name: file.name })}
          onClick={() => {
            onRetrying();
            uploader.retry();
          }}
          sx={{ position: 'absolute', right: 2, bottom: 2, bgcolor: 'background.paper' }}
        >
          <ReplayOutlined fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={t('attachments.remove', { name: file.name })}
        onClick={() => {
          if (busy) uploader.cancel();
          onRemove();
        }}
        sx={{
          position: 'absolute',
          top: -8,
          right: -8,
          width: 24,
          height: 24,
          bgcolor: 'grey.800',
          color: '#fff',
          '&:hover': { bgcolor: 'grey.900' },
        }}
      >
        <CloseOutlined sx={{ fontSize: 16 }} />
      </IconButton>
    </Box>
  );
}
