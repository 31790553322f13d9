import type { StoryTrayItem } from '@betogether/contracts/stories/stories.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { type StoryLocationState, storyHref } from '../viewer/story-location';
import { StoryRing } from './story-ring';
import { ITEM_WIDTH, RING_SIZE } from './tray-skeleton';

const focusRing = {
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const itemLink = {
  display: 'grid',
  justifyItems: 'center',
  gap: 0.5,
  width: ITEM_WIDTH,
  color: 'text.primary',
  textDecoration: 'none',
  borderRadius: 2,
  ...focusRing,
} as const;

function Name({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="caption"
      component="span"
      sx={{
        width: ITEM_WIDTH,
        textAlign: 'center',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontWeight: 500,
      }}
    >
      {children}
    </Typography>
  );
}

/** The blue "+" at the bottom right of the member's own picture. */
const badge = {
  position: 'absolute',
  right: 4,
  top: RING_SIZE - 24,
  width: 24,
  height: 24,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  border: 2,
  borderColor: 'background.paper',
  display: 'grid',
  placeItems: 'center',
} as const;

/** The "+" of the "Add a story" link (the link holds the words). */
function PlusBadge() {
  return (
    <Box aria-hidden sx={badge}>
      <Add sx={{ fontSize: 16 }} />
    </Box>
  );
}

/**
 * The member's own place in the tray: their stories (and a "+" beside them to add one), or, with
 * none live, a single "Add a story" link.
 */
export function OwnItem({ me, item }: { me: PersonSummary; item: StoryTrayItem | null }) {
  const { t } = useTranslation('stories');
  if (!item)
    return (
      <Box component="li" sx={{ position: 'relative', flexShrink: 0 }}>
        <Box component={RouterLink} to={paths.storyCreate.href()} sx={itemLink}>
          <StoryRing person={me} ring="none" size={RING_SIZE} />
          <Name>{t('tray.add')}</Name>
          <PlusBadge />
        </Box>
      </Box>
    );
  const state: StoryLocationState = { authorId: item.author.id };
  return (
    <Box component="li" sx={{ position: 'relative', flexShrink: 0 }}>
      <Box
        component={RouterLink}
        to={storyHref(item.firstStoryId)}
        state={state}
        aria-label={t('tray.mine', { count: item.storyCount })}
        sx={itemLink}
      >
        <StoryRing person={me} ring={item.unseenCount > 0 ? 'unseen' : 'seen'} size={RING_SIZE} />
        <Name>{t('tray.yourStory')}</Name>
      </Box>
      <Box
        component={RouterLink}
        to={paths.storyCreate.href()}
        aria-label={t('tray.addMore')}
        sx={{ ...badge, ...focusRing }}
      >
        <Add sx={{ fontSize: 16 }} aria-hidden />
      </Box>
    </Box>
  );
}

/** Another author: their ring (gradient while something is new), their name, a link to the first story. */
export function AuthorItem({ item }: { item: StoryTrayItem }) {
  const { t } = useTranslation('stories');
  const name = item.author.displayName;
  const state: StoryLocationState = { authorId: item.author.id };
  return (
    <Box component="li" sx={{ flexShrink: 0 }}>
      <Box
        component={RouterLink}
        to={storyHref(item.firstStoryId)}
        state={state}
        aria-label={
          item.unseenCount > 0
            ? t('tray.unseen', { name, count: item.unseenCount })
            : t('tray.seen', { name })
        }
        sx={itemLink}
      >
        <StoryRing person={item.author} ring={item.unseenCount > 0 ? 'unseen' : 'seen'} size={RING_SIZE} />
        <Name>{name}</Name>
      </Box>
    </Box>
  );
}
