import type { Post } from '@betogether/contracts/posts/posts.schemas';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { lazyPart } from '@/ui/lazy-part';
import { useNotify } from '@/ui/snackbar';
import { useDeletePost } from '../api/delete-post';
import type { PostDialog } from './post-menu-items';

// Opened on demand: the menu, its forms (and the report reasons) load with them, not with every post.
const PostMenuItems = lazyPart(() => import('./post-menu-items').then((m) => m.PostMenuItems));
const EditPostDialog = lazy(() =>
  import('../dialogs/edit-post-dialog').then((m) => ({ default: m.EditPostDialog })),
);
const ReportPostDialog = lazy(() =>
  import('../dialogs/report-post-dialog').then((m) => ({ default: m.ReportPostDialog })),
);

/** "…": for the author edit, pin, comments off/on, delete; for everyone save; for others report. */
export function PostMenu({ post, onDeleted }: { post: Post; onDeleted?: () => void }) {
  const { t } = useTranslation('posts');
  const notify = useNotify();
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<PostDialog | null>(null);
  const remove = useDeletePost(post.id);

  const fail = (error: unknown) => notify(problemMessage(error, t, { ns: 'posts' }), 'error');
  const preload = () => {
    PostMenuItems.preload();
    // The author's menu offers Delete: its confirmation comes along, so it opens at once too.
    if (post.mine) ConfirmDialog.preload();
  };

  return (
    <>
      <IconButton
        ref={anchor}
        aria-label={t('menu.label', { name: post.author.displayName })}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{ mt: -0.5, mr: -1 }}
      >
        <MoreHoriz />
      </IconButton>
      <PostMenuItems
        id={`${id}-menu`}
        post={post}
        anchor={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        onDialog={setDialog}
      />
      <Suspense fallback={null}>
        {dialog === 'edit' && <EditPostDialog post={post} open onClose={() => setDialog(null)} />}
        {dialog === 'report' && <ReportPostDialog postId={post.id} open onClose={() => setDialog(null)} />}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('delete.title')}
        body={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              notify(t('delete.done'));
              onDeleted?.();
            },
            onError: fail,
          })
        }
      />
    </>
  );
}
