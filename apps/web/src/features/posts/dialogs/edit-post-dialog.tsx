import { type Audience, POST_BODY_MAX } from '@betogether/contracts/posts/posts.constants';
import type { Post, UpdatePostBody } from '@betogether/contracts/posts/posts.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useUpdatePost } from '../api/update-post';
import { AudienceSelect } from '../composer/audience-select';
import { CharacterCounter } from '../composer/character-counter';
import { PostDetailInput } from '../composer/post-detail-input';

type Props = { post: Post; open: boolean; onClose: () => void };

/** Edit the text, audience, feeling, location and whether people may comment. */
export function EditPostDialog({ post, open, onClose }: Props) {
  const { t } = useTranslation('posts');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const id = useId();
  const update = useUpdatePost(post.id);
  const [body, setBody] = useState(post.body);
  const [audience, setAudience] = useState<Audience>(post.audience);
  const [feeling, setFeeling] = useState(post.feeling ?? '');
  const [location, setLocation] = useState(post.location ?? '');
  const [commentsEnabled, setCommentsEnabled] = useState(post.commentsEnabled);

  const fieldErrors = serverFieldErrors(update.error, t);
  const tooLong = body.length > POST_BODY_MAX;
  const empty = body.trim() === '' && post.images.length === 0 && !post.share;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || empty) return;
    const change: UpdatePostBody = {};
    if (body.trim() !== post.body) change.body = body;
    if (audience !== post.audience) change.audience = audience;
    if ((feeling.trim() || null) !== post.feeling) change.feeling = feeling.trim() || null;
    if ((location.trim() || null) !== post.location) change.location = location.trim() || null;
    if (commentsEnabled !== post.commentsEnabled) change.commentsEnabled = commentsEnabled;
    if (Object.keys(change).length === 0) {
      onClose();
      return;
    }
    update.mutate(change, {
      onSuccess: () => {
        notify(t('edit.saved'));
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t('edit.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {update.isError && (
            <Alert severity="error">{problemMessage(update.error, t, { ns: 'posts' })}</Alert>
          )}
          <TextInput
            label={t('edit.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={4}
            maxRows={14}
            autoFocus
            error={tooLong || Boolean(fieldErrors.body)}
            helperText={fieldErrors.body ?? (empty ? t('composer.needsSomething') : undefined)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1.5 }}>
            <CharacterCounter length={body.length} max={POST_BODY_MAX} />
          </Box>
          <AudienceSelect value={audience} onChange={setAudience} size="medium" fullWidth />
          <PostDetailInput
            detail="feeling"
            value={feeling}
            onChange={setFeeling}
            error={fieldErrors.feeling}
          />
          <PostDetailInput
            detail="location"
            value={location}
            onChange={setLocation}
            error={fieldErrors.location}
          />
          <FormControlLabel
            control={
              <Switch
                checked={commentsEnabled}
                onChange={(event) => setCommentsEnabled(event.target.checked)}
              />
            }
            label={t('edit.commentsEnabled')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={update.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={tooLong || empty}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
