import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import AddRounded from '@mui/icons-material/AddRounded';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { useDeleteShort } from '../api/delete-short';
import { useFollowAuthor } from '../api/follow-author';
import { useLikeShort } from '../api/like-short';
import { useSaveShort } from '../api/save-short';
import { AuthorAvatar } from './author-avatar';
import { AuthorMenu } from './author-menu';
import { compactCount, fullCount } from './counts';
import { PlayerMenu } from './player-menu';
import { RailButton } from './rail-button';
import { useShareShort } from './use-share-short';

type Props = {
  short: Short;
  onComments: () => void;
  onAnalytics: () => void;
  autoplay: boolean;
  onAutoplay: (on: boolean) => void;
};

/**
 * A short's actions: the author (their menu, and following them), like, comments, share, save and
 * the "…" menu. A column beside the video on wider screens, a row under it on phones.
 */
export function ShortRail({ short, onComments, onAnalytics, autoplay, onAutoplay }: Props) {
  const { t, i18n } = useTranslation('shorts');
  const language = i18n.language;
  const notify = useNotify();
  const like = useLikeShort(short.id);
  const save = useSaveShort(short.id);
  const follow = useFollowAuthor(short.author);
  const remove = useDeleteShort(short.id);
  const share = useShareShort(short);
  const authorButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'author' | 'more' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const count = (key: string, value: number) =>
    t(key, { count: value, formatted: fullCount(value, language) });

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        justifyContent: { xs: 'space-around', sm: 'flex-end' },
        alignItems: 'center',
        gap: { xs: 0, sm: 1.5 },
        py: { xs: 0.5, sm: 1 },
        bgcolor: { xs: 'background.paper', sm: 'transparent' },
        flexShrink: 0,
      }}
    >
      <Box sx={{ position: 'relative', pb: { xs: 0, sm: 1 } }}>
        <ButtonBase
          ref={authorButton}
          onClick={() => setOpen('author')}
          {...AuthorMenu.preloadProps}
          aria-label={t('rail.author', { name: short.author.displayName })}
          aria-haspopup="menu"
          aria-expanded={open === 'author'}
          focusRipple
          sx={{
            borderRadius: '50%',
            '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          <AuthorAvatar person={short.author} size={44} />
        </ButtonBase>
        {!short.mine && (
          <ButtonBase
            onClick={() => follow.mutate(!short.following)}
            aria-label={t('rail.follow', { name: short.author.displayName })}
            aria-pressed={short.following}
            sx={{
              position: 'absolute',
              left: '50%',
              bottom: { xs: -6, sm: -2 },
              transform: 'translateX(-50%)',
              width: 24,
              height: 24,
              borderRadius: '50%',
              bgcolor: short.following ? 'background.paper' : 'primary.main',
              color: short.following ? 'primary.main' : 'primary.contrastText',
              border: 2,
              borderColor: 'background.paper',
              '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
            }}
          >
            {short.following ? <CheckRounded sx={{ fontSize: 16 }} /> : <AddRounded sx={{ fontSize: 16 }} />}
          </ButtonBase>
        )}
      </Box>
      <RailButton
        icon={short.liked ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        label={count('rail.like', short.likeCount)}
        count={compactCount(short.likeCount, language)}
        pressed={short.liked}
        onClick={() => like.mutate(!short.liked)}
      />
      <RailButton
        icon={<ChatBubbleOutlineRounded />}
        label={count('rail.comments', short.commentCount)}
        count={compactCount(short.commentCount, language)}
        onClick={onComments}
      />
      <RailButton
        icon={<ReplyRounded sx={{ transform: 'scaleX(-1)' }} />}
        label={count('rail.share', short.shareCount)}
        count={compactCount(short.shareCount, language)}
        onClick={() => void share()}
      />
      <RailButton
        icon={short.saved ? <BookmarkRounded /> : <BookmarkBorderRounded />}
        label={count('rail.save', short.saveCount)}
        count={compactCount(short.saveCount, language)}
        pressed={short.saved}
        onClick={() => save.mutate(!short.saved)}
      />
      <RailButton
        ref={moreButton}
        icon={<MoreHorizRounded />}
        label={t('rail.more')}
        menu={{ open: open === 'more' }}
        onClick={() => setOpen('more')}
      />
      <AuthorMenu
        open={open === 'author'}
        anchor={authorButton.current}
        onClose={() => setOpen(null)}
        author={short.author}
      />
      <PlayerMenu
        open={open === 'more'}
        anchor={moreButton.current}
        onClose={() => setOpen(null)}
        shortId={short.id}
        mine={short.mine}
        autoplay={autoplay}
        onAutoplay={onAutoplay}
        onAnalytics={onAnalytics}
        onDelete={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('menu.deleteTitle')}
        body={t('menu.deleteBody')}
        confirmLabel={t('menu.delete')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => notify(t('menu.deleted')),
            onError: (error) => {
              setConfirming(false);
              notify(problemMessage(error, t, { ns: 'shorts' }), 'error');
            },
          })
        }
      />
    </Box>
  );
}
