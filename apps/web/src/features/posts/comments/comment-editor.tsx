import { COMMENT_BODY_MAX } from '@betogether/contracts/posts/posts.constants';
import type { Comment } from '@betogether/contracts/posts/posts.schemas';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateComment } from '../api/update-comment';

/** The author's text in place: Enter saves, Escape gives up. */
export function CommentEditor({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation('posts');
  const update = useUpdateComment(comment.postId, comment.id);
  const [body, setBody] = useState(comment.body);
  const valid = body.trim().length > 0 && body.length <= COMMENT_BODY_MAX;
  const save = () => {
    if (!valid || update.isPending) return;
    if (body.trim() === comment.body) {
      onDone();
      return;
    }
    update.mutate({ body }, { onSuccess: onDone });
  };
  return (
    <Box>
      <Box
        sx={{
          borderRadius: 4,
          bgcolor: 'action.hover',
          px: 1.5,
          py: 0.5,
          '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <InputBase
          autoFocus
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          onFocus={(event) => {
            const length = event.target.value.length;
            event.target.setSelectionRange(length, length);
          }}
          multiline
          fullWidth
          maxRows={8}
          readOnly={update.isPending}
          inputProps={{ 'aria-label': t('comments.editLabel') }}
          sx={{ fontSize: 15 }}
        />
      </Box>
      <Typography
        variant="caption"
        color={update.isError ? 'error' : 'text.secondary'}
        sx={{ px: 1.5 }}
        role={update.isError ? 'alert' : undefined}
      >
        {update.isError ? problemMessage(update.error, t, { ns: 'posts' }) : t('comments.editHint')}{' '}
        <Link component="button" type="button" variant="caption" onClick={onDone}>
          {t('actions.cancel')}
        </Link>
      </Typography>
    </Box>
  );
}
