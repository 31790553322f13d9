import type { StoryBackground } from '@betogether/contracts/stories/stories.constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { stage, storyBackgrounds } from '../story-look';
import { StoryStickers } from '../viewer/story-stickers';
import type { PickedFile } from './media-field';

type Props = {
  kind: 'photo' | 'video' | 'text';
  picked: PickedFile | null;
  text: string;
  background: StoryBackground;
  caption: string;
  /** A valid link only (an address still being typed is not drawn). */
  link: { url: string; label: string | null } | null;
};

/** The new story as its viewers will see it, drawn as the member types. */
export function StoryPreview({ kind, picked, text, background, caption, link }: Props) {
  const { t } = useTranslation('stories');
  const media = picked?.kind === kind ? picked : null;
  const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;
  return (
    <Box
      role="group"
      aria-label={t('create.preview')}
      sx={{
        position: 'relative',
        width: '100%',
        // Small on a phone, where it sits above the fields; beside them on a wide screen.
        maxWidth: { xs: 180, md: 270 },
        mx: 'auto',
        aspectRatio: '9 / 16',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: stage.backdrop,
        background: kind === 'text' ? storyBackgrounds[background] : undefined,
        boxShadow: 2,
      }}
    >
      {media?.kind === 'photo' && (
        <Box component="img" src={media.url} alt="" sx={{ ...fill, objectFit: 'contain' }} />
      )}
      {media?.kind === 'video' && (
        <Box
          component="video"
          src={media.url}
          muted
          loop
          autoPlay
          playsInline
          sx={{ ...fill, objectFit: 'contain' }}
        />
      )}
      {kind === 'text' && (
        <Box sx={{ ...fill, display: 'grid', placeItems: 'center', px: 2 }}>
          <Typography
            sx={{
              color: stage.text,
              fontSize: 20,
              fontWeight: 700,
              textAlign: 'center',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              opacity: text.trim() ? 1 : 0.7,
            }}
          >
            {text.trim() ? text : t('create.textPlaceholder')}
          </Typography>
        </Box>
      )}
      {!media && kind !== 'text' && (
        <Typography sx={{ ...fill, display: 'grid', placeItems: 'center', color: stage.dimText, px: 2 }}>
          {t(`create.emptyPreview.${kind}`)}
        </Typography>
      )}
      <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, pt: 4, background: stage.scrimBottom }}>
        <StoryStickers caption={caption.trim() || null} link={link} preview />
      </Box>
    </Box>
  );
}
