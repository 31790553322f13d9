import type { Post } from '@betogether/contracts/posts/posts.schemas';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkRemoveOutlined from '@mui/icons-material/BookmarkRemoveOutlined';
import CommentsDisabledOutlined from '@mui/icons-material/CommentsDisabledOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ModeCommentOutlined from '@mui/icons-material/ModeCommentOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '@/lib/problem-message';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { useDeletePost } from '../api/delete-post';
import { useSavePost } from '../api/save-post';
import { usePinPost, useUpdatePost } from '../api/update-post';

type Dialogs = 'edit' | 'delete' | 'report' | null;

// Opened on demand: their forms (and the report reasons) load with them, not with every post.
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
  const [dialog, setDialog] = useState<Dialogs>(null);
  const save = useSavePost(post);
  const pin = usePinPost(post.id, post.author.id);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);

  const fail = (error: unknown) => notify(problemMessage(error, t, { ns: 'posts' }), 'error');
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  const items: ReactNode[] = [];
  if (post.mine) {
    items.push(
      <MenuItem key="edit" onClick={run(() => setDialog('edit'))}>
        <ListItemIcon>
          <EditOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('menu.edit')}</ListItemText>
      </MenuItem>,
      <MenuItem
        key="pin"
        onClick={run(() =>
          pin.mutate(!post.pinned, {
            onSuccess: () => notify(t(post.pinned ? 'menu.unpinned' : 'menu.pinned')),
            onError: fail,
          }),
        )}
      >
        <ListItemIcon>
          <PushPinOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t(post.pinned ? 'menu.unpin' : 'menu.pin')}</ListItemText>
      </MenuItem>,
      <MenuItem
        key="comments"
        onClick={run(() =>
          update.mutate(
            { commentsEnabled: !post.commentsEnabled },
            {
              onSuccess: () =>
                notify(t(post.commentsEnabled ? 'menu.commentsTurnedOff' : 'menu.commentsTurnedOn')),
              onError: fail,
            },
          ),
        )}
      >
        <ListItemIcon>
          {post.commentsEnabled ? (
            <CommentsDisabledOutlined fontSize="small" />
          ) : (
            <ModeCommentOutlined fontSize="small" />
          )}
        </ListItemIcon>
        <ListItemText>{t(post.commentsEnabled ? 'menu.commentsOff' : 'menu.commentsOn')}</ListItemText>
      </MenuItem>,
    );
  }
  items.push(
    <MenuItem
      key="save"
      onClick={run(() =>
        save.mutate(!post.saved, {
          onSuccess: () => notify(t(post.saved ? 'menu.unsaved' : 'menu.saved')),
          onError: fail,
        }),
      )}
    >
      <ListItemIcon>
        {post.saved ? (
          <BookmarkRemoveOutlined fontSize="small" />
        ) : (
          <BookmarkBorderOutlined fontSize="small" />
        )}
      </ListItemIcon>
      <ListItemText>{t(post.saved ? 'menu.unsave' : 'menu.save')}</ListItemText>
    </MenuItem>,
  );
  if (post.mine) {
    items.push(
      <Divider key="divider" />,
      <MenuItem key="delete" onClick={run(() => setDialog('delete'))} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <DeleteOutlineOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('menu.delete')}</ListItemText>
      </MenuItem>,
    );
  } else {
    items.push(
      <MenuItem key="report" onClick={run(() => setDialog('report'))}>
        <ListItemIcon>
          <FlagOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('menu.report')}</ListItemText>
      </MenuItem>,
    );
  }

  return (
    <>
      <IconButton
        ref={anchor}
        aria-label={t('menu.label', { name: post.author.displayName })}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ mt: -0.5, mr: -1 }}
      >
        <MoreHoriz />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items}
      </Menu>
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
