import type { Comment, TopComment } from '@betogether/contracts/posts/posts.schemas';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useReplies } from '../api/get-comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

type Props = {
  comment: TopComment;
  commentsEnabled: boolean;
  highlightId: string | null;
};

/** A top-level comment, its replies (the first ones, then "View N more replies"), and a reply box. */
export function CommentThread({ comment, commentsEnabled, highlightId }: Props) {
  const { t, i18n } = useTranslation('posts');
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState<{ prefill: string; key: number } | null>(null);
  const replies = useReplies(comment.postId, comment.id, expanded);

  const loaded = replies.data?.pages.flatMap((page) => page.items);
  const shown: Comment[] = expanded && loaded ? loaded : comment.firstReplies;
  const remaining = Math.max(0, comment.replyCount - shown.length);
  const canLoadMore = expanded ? replies.hasNextPage : remaining > 0;

  const replyTo = (target: Comment) => () => {
    // Replies are one level deep: answering a reply answers in the same thread, naming its author.
    const prefill = target.id === comment.id || target.mine ? '' : `@${target.author.username} `;
    setReplying({ prefill, key: Date.now() });
  };

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <CommentItem
        comment={comment}
        highlighted={highlightId === comment.id}
        onReply={commentsEnabled ? replyTo(comment) : undefined}
      />
      {(shown.length > 0 || canLoadMore || replying) && (
        <Box
          component="ul"
          sx={{ pl: { xs: 4.5, sm: 5 }, m: 0, mt: 0.5 }}
          aria-label={t('comments.repliesTo', { name: comment.author.displayName })}
        >
          {shown.map((reply) => (
            <Box component="li" key={reply.id} sx={{ listStyle: 'none' }}>
              <CommentItem
                comment={reply}
                reply
                highlighted={highlightId === reply.id}
                onReply={commentsEnabled ? replyTo(reply) : undefined}
              />
            </Box>
          ))}
          {canLoadMore && (
            <Box component="li" sx={{ listStyle: 'none' }}>
              <Button
                size="small"
                color="inherit"
                startIcon={<SubdirectoryArrowRight fontSize="small" />}
                loading={replies.isFetching}
                loadingPosition="start"
                onClick={() => (expanded ? void replies.fetchNextPage() : setExpanded(true))}
                sx={{ fontWeight: 700, color: 'text.secondary' }}
              >
                {expanded
                  ? t('comments.moreReplies')
                  : t('comments.viewReplies', {
                      count: remaining,
                      formatted: new Intl.NumberFormat(i18n.language).format(remaining),
                    })}
              </Button>
            </Box>
          )}
          {replies.isError && (
            <Box
              component="li"
              sx={{ listStyle: 'none', typography: 'caption', color: 'error.main', px: 1 }}
              role="alert"
            >
              {problemMessage(replies.error, t, { ns: 'posts' })}{' '}
              <Button size="small" onClick={() => void replies.refetch()}>
                {t('actions.retry')}
              </Button>
            </Box>
          )}
          {replying && commentsEnabled && (
            <Box component="li" sx={{ listStyle: 'none', mt: 0.5 }}>
              <CommentComposer
                key={replying.key}
                postId={comment.postId}
                parentId={comment.id}
                initialText={replying.prefill}
                autoFocus
                size="small"
                onSent={() => setReplying(null)}
              />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
