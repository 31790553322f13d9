import { SHORT_COMMENT_MAX } from '@betogether/contracts/shorts/shorts.constants';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useSingleSend } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { useCreateShortComment } from '../api/create-short-comment';
import { fullCount } from '../player/counts';

/** The write field under the comments: Enter sends, Shift+Enter starts a new line; the text stays on error. */
export function CommentForm({ shortId }: { shortId: string }) {
  const { t, i18n } = useTranslation('shorts');
  const id = useId();
  const create = useCreateShortComment(shortId);
  const send = useSingleSend();
  const [body, setBody] = useState('');
  const tooLong = body.length > SHORT_COMMENT_MAX;
  const canSend = body.trim().length > 0 && !tooLong && !create.isPending;
  const error = create.isError
    ? (serverFieldErrors(create.error, t).body ?? problemMessage(create.error, t, { ns: 'shorts' }))
    : null;
  // Shown from 90 % of the limit, as the other counters.
  const showCount = body.length >= SHORT_COMMENT_MAX * 0.9;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const clientKey = send.begin(body);
    if (!clientKey) return;
    create.mutate(
      { body, clientKey },
      {
        onSuccess: () => {
          send.end(true);
          setBody('');
        },
        onError: () => send.end(false),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ borderTop: 1, borderColor: 'divider', px: 2, pt: 1, pb: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          borderRadius: 4,
          bgcolor: 'action.hover',
          pl: 1.5,
          pr: 0.5,
          '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <InputBase
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={t('comments.placeholder')}
          multiline
          maxRows={4}
          fullWidth
          readOnly={create.isPending}
          inputProps={{
            'aria-label': t('comments.label'),
            'aria-describedby': `${id}-hint`,
            'aria-invalid': tooLong || Boolean(error),
          }}
          sx={{ py: 1, fontSize: 15 }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={!canSend}
          loading={create.isPending}
          aria-label={t('comments.send')}
          sx={{ mb: 0.25 }}
        >
          <SendRounded fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, px: 1.5, mt: 0.25, minHeight: 20 }}>
        <Typography
          id={`${id}-hint`}
          variant="caption"
          color={error ? 'error' : 'text.secondary'}
          role={error ? 'alert' : undefined}
          sx={{ flexGrow: 1 }}
        >
          {error ?? ''}
        </Typography>
        {showCount && (
          <Typography
            variant="caption"
            color={tooLong ? 'error' : 'text.secondary'}
            aria-live="polite"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {t('counter', {
              length: fullCount(body.length, i18n.language),
              max: fullCount(SHORT_COMMENT_MAX, i18n.language),
            })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
