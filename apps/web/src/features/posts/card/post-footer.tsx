import type { Post } from '@betogether/contracts/posts/posts.schemas';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CommentsDisabledOutlined from '@mui/icons-material/CommentsDisabledOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { useNotify } from '@/ui/snackbar';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useReactToPost } from '../api/react-to-post';
import { ReactionButton } from '../reactions/reaction-button';
import { reactionLook } from '../reactions/reaction-kinds';
import { topReactions } from '../reactions/reaction-state';

const ReactorsDialog = lazy(() =>
  import('../reactions/reactors-dialog').then((m) => ({ default: m.ReactorsDialog })),
);
const SharePostDialog = lazy(() =>
  import('../dialogs/share-post-dialog').then((m) => ({ default: m.SharePostDialog })),
);
// The Share menu downloads when first opened (or hovered): most cards are never shared.
const ShareMenu = lazyPart(() => import('./share-menu').then((m) => m.ShareMenu));

type Props = {
  post: Post;
  commentsOpen: boolean;
  onComment: () => void;
};

/** Counts (reactions, comments, shares) over the three actions: React, Comment, Share. */
export function PostFooter({ post, commentsOpen, onComment }: Props) {
  const { t, i18n } = useTranslation('posts');
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const react = useReactToPost(post.id);
  const [reactorsOpen, setReactorsOpen] = useState(false);
  const offId = useId();
  const top = topReactions(post.reactionCounts);
  const hasCounts = post.reactionCount > 0 || post.commentCount > 0 || post.shareCount > 0;

  return (
    <>
      {hasCounts && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1,
            color: 'text.secondary',
            typography: 'body2',
          }}
        >
          {post.reactionCount > 0 && (
            <ButtonBase
              onClick={() => setReactorsOpen(true)}
              aria-haspopup="dialog"
              aria-label={t('counts.reactionsLabel', { count: post.reactionCount })}
              sx={{
                gap: 0.75,
                borderRadius: 1,
                typography: 'body2',
                '&:hover .count': { textDecoration: 'underline' },
              }}
            >
              <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                {top.map((type, index) => (
                  <Box
                    key={type}
                    component="span"
                    sx={{
                      width: 20,
                      height: 20,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 13,
                      bgcolor: 'background.paper',
                      border: 2,
                      borderColor: 'background.paper',
                      ml: index === 0 ? 0 : -0.75,
                      zIndex: top.length - index,
                    }}
                  >
                    {reactionLook[type].emoji}
                  </Box>
                ))}
              </Box>
              <span className="count">{number.format(post.reactionCount)}</span>
            </ButtonBase>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {post.commentCount > 0 && (
            <ButtonBase
              onClick={onComment}
              aria-expanded={commentsOpen}
              sx={{ typography: 'body2', borderRadius: 1, '&:hover': { textDecoration: 'underline' } }}
            >
              {t('counts.comments', {
                count: post.commentCount,
                formatted: number.format(post.commentCount),
              })}
            </ButtonBase>
          )}
          {post.shareCount > 0 && (
            <span>
              {t('counts.shares', { count: post.shareCount, formatted: number.format(post.shareCount) })}
            </span>
          )}
        </Box>
      )}
      <Divider sx={{ mx: 2 }} />
      <Box sx={{ display: 'flex', px: 1, py: 0.5, gap: 0.5 }}>
        <ReactionButton value={post.myReaction} onChange={(type) => react.mutate(type)} />
        {post.commentsEnabled ? (
          <Button
            color="inherit"
            startIcon={<ChatBubbleOutlineOutlined />}
            onClick={onComment}
            aria-expanded={commentsOpen}
            sx={{ flex: 1, color: 'text.secondary', minWidth: 0 }}
          >
            {t('actions.comment')}
          </Button>
        ) : (
          // The author turned comments off: no way to write one is offered, and the reason is given
          // (the existing comments still open from their count).
          <>
            <Button
              disabled
              startIcon={<CommentsDisabledOutlined />}
              aria-describedby={offId}
              sx={{ flex: 1, minWidth: 0, lineHeight: 1.2 }}
            >
              {t('actions.commentsOff')}
            </Button>
            <Box component="span" id={offId} sx={visuallyHidden}>
              {t('comments.off')}
            </Box>
          </>
        )}
        <ShareButton post={post} />
      </Box>
      {reactorsOpen && (
        <Suspense fallback={null}>
          <ReactorsDialog
            postId={post.id}
            counts={post.reactionCounts}
            total={post.reactionCount}
            open
            onClose={() => setReactorsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function ShareButton({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const notify = useNotify();
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // An only-me post stays with its author (the server decides the finer rules, POST_SHARE_FORBIDDEN).
  const canShare = post.audience !== 'only_me';

  const copyLink = async () => {
    setMenuOpen(false);
    const url = `${window.location.origin}/social/post/${post.id}`;
    try {
      await navigator.clipboard.writeText(url);
      notify(t('share.copied'));
    } catch {
      notify(t('share.copyFailed', { url }), 'warning');
    }
  };

  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<ShareOutlined />}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? `${id}-menu` : undefined}
        onClick={() => setMenuOpen(true)}
        {...ShareMenu.preloadProps}
        sx={{ flex: 1, color: 'text.secondary', minWidth: 0 }}
      >
        {t('actions.share')}
      </Button>
      <ShareMenu
        id={`${id}-menu`}
        anchor={anchor.current}
        open={menuOpen}
        canShare={canShare}
        onShareToFeed={() => {
          setMenuOpen(false);
          setDialogOpen(true);
        }}
        onCopyLink={() => void copyLink()}
        onClose={() => setMenuOpen(false)}
      />
      {dialogOpen && (
        <Suspense fallback={null}>
          <SharePostDialog post={post} open onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
