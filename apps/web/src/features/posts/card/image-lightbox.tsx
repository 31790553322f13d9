import type { PostImage } from '@betogether/contracts/posts/posts.schemas';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { imageSources } from './post-images';

type Props = { images: PostImage[]; startAt: number; onClose: () => void };

const SWIPE_PX = 50;

/** The pictures full screen: arrows (buttons, keys or a swipe) go through them, Escape closes. */
export function ImageLightbox({ images, startAt, onClose }: Props) {
  const { t } = useTranslation('posts');
  const [index, setIndex] = useState(startAt);
  const swipeFrom = useRef<number | null>(null);
  const image = images[index] ?? images[0];
  if (!image) return null;
  const total = images.length;
  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  const { src, srcSet } = imageSources(image);
  const alt = image.altText || t('images.untitled', { index: index + 1, total });
  const arrow = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#fff',
    bgcolor: 'rgba(255,255,255,0.12)',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
  } as const;

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-label={t('images.viewer', { index: index + 1, total })}
      slotProps={{ paper: { sx: { bgcolor: '#000', backgroundImage: 'none', color: '#fff' } } }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <Typography sx={{ flexGrow: 1, pl: 1 }} aria-live="polite">
          {t('images.position', { index: index + 1, total })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('actions.close')} sx={{ color: '#fff' }} autoFocus>
          <Close />
        </IconButton>
      </Box>
      <Box
        data-testid="image-stage"
        sx={{
          position: 'relative',
          flexGrow: 1,
          minHeight: 0,
          touchAction: 'pan-y',
        }}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeFrom.current === null) return;
          const moved = event.clientX - swipeFrom.current;
          swipeFrom.current = null;
          if (total > 1 && Math.abs(moved) > SWIPE_PX) go(moved < 0 ? 1 : -1);
        }}
      >
        {/* The whole picture inside the space left by the top bar and the caption: a percentage
            max-height inside an auto-sized grid row let a portrait photo overflow the screen. */}
        <Box
          component="img"
          key={image.mediaId}
          src={src}
          srcSet={srcSet}
          sizes="100vw"
          alt={alt}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            userSelect: 'none',
          }}
          draggable={false}
        />
        {total > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={t('images.previous')}
              sx={{ ...arrow, left: { xs: 4, sm: 16 } }}
            >
              <ChevronLeft fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={t('images.next')}
              sx={{ ...arrow, right: { xs: 4, sm: 16 } }}
            >
              <ChevronRight fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
      {image.altText && (
        <Typography sx={{ p: 2, textAlign: 'center', color: 'rgba(255,255,255,0.85)' }}>
          {image.altText}
        </Typography>
      )}
    </Dialog>
  );
}
