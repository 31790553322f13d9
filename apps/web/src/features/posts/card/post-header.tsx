import type { Post } from '@betogether/contracts/posts/posts.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { AudienceIcon } from './audience-icon';
import { tapTarget } from './tap-target';

export function PersonAvatar({ person, size = 40 }: { person: PersonSummary; size?: number }) {
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main' }}
    >
      {person.displayName.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** "is feeling happy · at Lyon" after the name, when the author wrote one. */
export function FeelingLine({ feeling, location }: { feeling: string | null; location: string | null }) {
  const { t } = useTranslation('posts');
  const parts = [
    feeling ? t('header.feeling', { feeling }) : null,
    location ? t('header.location', { location }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
      {' '}
      {parts.join(' · ')}
    </Typography>
  );
}

type Props = {
  post: Pick<Post, 'id' | 'author' | 'createdAt' | 'feeling' | 'location'> &
    Partial<Pick<Post, 'audience' | 'edited' | 'pinned'>>;
  showPinned?: boolean;
  onShowHistory?: () => void;
  menu?: ReactNode;
  size?: 'normal' | 'small';
};

/** Who wrote it, when (a link to the post), for whom, whether it was edited. */
export function PostHeader({ post, showPinned = false, onShowHistory, menu, size = 'normal' }: Props) {
  const { t } = useTranslation('posts');
  const small = size === 'small';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, px: 2, pt: small ? 1.5 : 2, pb: 1 }}>
      <Link
        component={RouterLink}
        to={paths.userProfile.href({ userId: post.author.id })}
        aria-label={post.author.displayName}
        tabIndex={-1}
      >
        <PersonAvatar person={post.author} size={small ? 32 : 40} />
      </Link>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="body1"
          component="div"
          // A 24 px line: the name link keeps 24 px from the time link below (WCAG 2.5.8, axe target-size).
          sx={{ fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={paths.userProfile.href({ userId: post.author.id })}
            color="inherit"
            underline="hover"
          >
            {post.author.displayName}
          </Link>
          <FeelingLine feeling={post.feeling} location={post.location} />
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 0.75,
            color: 'text.secondary',
            typography: 'body2',
          }}
        >
          {showPinned && post.pinned && (
            <>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                <PushPinOutlined sx={{ fontSize: 15 }} aria-hidden />
                {t('header.pinned')}
              </Box>
              <span aria-hidden>·</span>
            </>
          )}
          <Link
            component={RouterLink}
            to={paths.post.href({ feedId: post.id })}
            color="inherit"
            underline="hover"
            sx={tapTarget}
          >
            <RelativeTime value={post.createdAt} />
          </Link>
          {post.audience && (
            <>
              <span aria-hidden>·</span>
              <AudienceIcon audience={post.audience} sx={{ fontSize: 15 }} />
            </>
          )}
          {post.edited && onShowHistory && (
            <>
              <span aria-hidden>·</span>
              <Link
                component="button"
                type="button"
                onClick={onShowHistory}
                color="inherit"
                underline="hover"
                aria-haspopup="dialog"
                sx={[tapTarget, { typography: 'body2' }]}
              >
                {t('header.edited')}
              </Link>
            </>
          )}
        </Box>
      </Box>
      {menu}
    </Box>
  );
}
