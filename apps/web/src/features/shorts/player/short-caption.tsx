import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import MusicNoteRounded from '@mui/icons-material/MusicNoteRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { type CaptionToken, captionTokens } from './caption-tokens';

const onVideo = { color: 'common.white', fontWeight: 700, textDecorationColor: 'currentColor' } as const;

function renderToken(token: CaptionToken, index: number) {
  if (token.kind === 'text') return token.text;
  const to =
    token.kind === 'hashtag'
      ? paths.search.href({ query: { q: `#${token.tag}` } })
      : paths.userProfile.href({ userId: token.userId });
  return (
    <Link key={index} component={RouterLink} to={to} sx={onVideo}>
      {token.text}
    </Link>
  );
}

/**
 * Over the bottom of the video: the author, the caption (three lines until "More") with its
 * hashtags and mentions as links, and the sound it uses, a way to reuse it.
 */
export function ShortCaption({ short }: { short: Short }) {
  const { t } = useTranslation('shorts');
  const [expanded, setExpanded] = useState(false);
  const tokens = useMemo(() => captionTokens(short.caption, short.mentions), [short.caption, short.mentions]);
  const long = short.caption.length > 110 || short.caption.split('\n').length > 3;

  return (
    <Box sx={{ color: 'common.white', display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={paths.userProfile.href({ userId: short.author.id })}
        underline="hover"
        sx={{ ...onVideo, alignSelf: 'flex-start' }}
      >
        {short.author.displayName}
      </Link>
      {short.caption && (
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            ...(!expanded && {
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 3,
              overflow: 'hidden',
            }),
          }}
        >
          {tokens.map(renderToken)}
        </Typography>
      )}
      {long && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          sx={{ ...onVideo, alignSelf: 'flex-start', minHeight: 24 }}
        >
          {t(expanded ? 'caption.less' : 'caption.more')}
        </Link>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', typography: 'body2' }}>
        <MusicNoteRounded fontSize="small" aria-hidden />
        {short.remixOf ? (
          <Link
            component={RouterLink}
            to={paths.shortRemixes.href({ query: { of: short.remixOf.id } })}
            sx={{ ...onVideo, fontWeight: 400 }}
          >
            {t('caption.soundOf', { name: short.remixOf.author.displayName })}
          </Link>
        ) : (
          <span>{t('caption.originalSound', { name: short.author.displayName })}</span>
        )}
        <span aria-hidden>·</span>
        <Link
          component={RouterLink}
          to={paths.shortRemixes.href({ query: { of: short.id } })}
          sx={{ ...onVideo, minHeight: 24, display: 'inline-flex', alignItems: 'center' }}
        >
          {t('caption.useSound')}
        </Link>
      </Box>
    </Box>
  );
}
