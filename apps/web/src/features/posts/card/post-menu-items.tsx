import type { Post } from '@betogether/contracts/posts/posts.schemas';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkRemoveOutlined from '@mui/icons-material/BookmarkRemoveOutlined';
import CommentsDisabledOutlined from '@mui/icons-material/CommentsDisabledOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ModeCommentOutlined from '@mui/icons-material/ModeCommentOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useSavePost } from '../api/save-post';
import { usePinPost, useUpdatePost } from '../api/update-post';

export type PostDialog = 'edit' | 'delete' | 'report';

type Props = {
  id: string;
  post: Post;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** An item that asks more (edit, delete, report): PostMenu opens its dialog. */
  onDialog: (dialog: PostDialog) => void;
};

/** The items of a post's "…" menu (PostMenu), in their own chunk, downloaded when it first opens. */
export function PostMenuItems({ id, post, anchor, open, onClose, onDialog }: Props) {
  const { t } = useTranslation('posts');
  const notify = useNotify();
  const save = useSavePost(post);
  const pin = usePinPost(post.id, post.author.id);
  const update = useUpdatePost(post.id);

  const fail = (error: unknown) => notify(problemMessage(error, t, { ns: 'posts' }), 'error');
  const run = (action: () => void) => () => {
    onClose();
    action();
  };

  const items: ReactNode[] = [];
  if (post.mine) {
    items.push(
      <MenuItem key="edit" onClick={run(() => onDialog('edit'))}>
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
      <MenuItem key="delete" onClick={run(() => onDialog('delete'))} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <DeleteOutlineOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('menu.delete')}</ListItemText>
      </MenuItem>,
    );
  } else {
    items.push(
      <MenuItem key="report" onClick={run(() => onDialog('report'))}>
        <ListItemIcon>
          <FlagOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('menu.report')}</ListItemText>
      </MenuItem>,
    );
  }

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {items}
    </Menu>
  );
}
