import { type Audience, POST_BODY_MAX } from '@betogether/contracts/posts/posts.constants';
import type { Post } from '@betogether/contracts/posts/posts.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useSingleSend } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useSharePost } from '../api/share-post';
import { AudienceSelect } from '../composer/audience-select';
import { CharacterCounter } from '../composer/character-counter';

/** Re-post to one's own feed, with an optional comment and an audience. */
export function SharePostDialog({ post, open, onClose }: { post: Post; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const id = useId();
  const share = useSharePost(post.id);
  const send = useSingleSend();
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<Audience>('friends');
  // A share of a share shares the original: say whose post goes out.
  const original = post.share?.post ?? post;
  const tooLong = body.length > POST_BODY_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const clientKey = send.begin({ body, audience });
    if (!clientKey) return;
    share.mutate(
      { body, audience, clientKey },
      {
        onSuccess: () => {
          send.end(true);
          notify(t('share.done'));
          onClose();
        },
        onError: () => send.end(false),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={share.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t('share.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {share.isError && <Alert severity="error">{problemMessage(share.error, t, { ns: 'posts' })}</Alert>}
          <TextInput
            label={t('share.comment')}
            placeholder={t('share.commentPlaceholder')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={3}
            autoFocus
            error={tooLong}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1.5 }}>
            <CharacterCounter length={body.length} max={POST_BODY_MAX} />
          </Box>
          <AudienceSelect value={audience} onChange={setAudience} size="medium" fullWidth />
          <Typography variant="body2" color="text.secondary">
            {t('share.of', { name: original.author.displayName })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={share.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={share.isPending} disabled={tooLong}>
            {t('share.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
