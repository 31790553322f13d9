import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { fileSize } from './file-purpose';
import { PendingFile } from './pending-file';
import type { LeftOut, useComposerFiles } from './use-composer-files';

/** The paperclip: any number of pictures and documents at once (the rest is said under the box). */
export function AttachButton({ onChosen }: { onChosen: (files: File[]) => void }) {
  const { t } = useTranslation('chat');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton aria-label={t('attachments.attach')} onClick={() => picker.current?.click()}>
        <AttachFileOutlined />
      </IconButton>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        data-testid="chat-file-input"
        onChange={(event) => {
          onChosen([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}

function leftOutText(item: LeftOut, t: ReturnType<typeof useTranslation>['t'], language: string) {
  const { refusal } = item;
  if (refusal.reason === 'type') return t('attachments.wrongType', { name: item.name });
  if (refusal.reason === 'count')
    return t('attachments.tooMany', { name: item.name, max: CHAT_LIMITS.attachments });
  return t('attachments.tooLarge', { name: item.name, max: fileSize(refusal.maxBytes, language) });
}

/** The files of the message being written, each with its upload, and those left out with why. */
export function ComposerFiles({ files }: { files: ReturnType<typeof useComposerFiles> }) {
  const { t, i18n } = useTranslation('chat');
  if (files.files.length === 0 && files.leftOut.length === 0) return null;
  return (
    <Box sx={{ mb: 1 }}>
      {files.files.length > 0 && (
        <Box
          component="ul"
          aria-label={t('attachments.list')}
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', m: 0, p: 0, pt: 1, pr: 1 }}
        >
          {files.files.map((item) => (
            <PendingFile
              key={item.key}
              file={item.file}
              purpose={item.purpose}
              onReady={(media) => files.readyOne(item.key, media)}
              onFailed={() => files.failedOne(item.key)}
              onRetrying={() => files.retrying(item.key)}
              onRemove={() => files.remove(item.key)}
            />
          ))}
        </Box>
      )}
      {files.leftOut.map((item) => (
        <Typography
          key={item.name}
          role="alert"
          variant="caption"
          color="error"
          component="p"
          sx={{ m: 0, mt: 0.5 }}
        >
          {leftOutText(item, t, i18n.language)}
        </Typography>
      ))}
    </Box>
  );
}
