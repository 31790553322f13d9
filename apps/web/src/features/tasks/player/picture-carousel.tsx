import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TaskPicture } from '../components/task-picture';

type Props = {
  pictures: MediaObject[];
  /** The task's title, for the pictures' descriptions. */
  title: string;
  /** Drawn over the pictures (the Start button before the clock runs). */
  overlay?: ReactNode;
};

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: (theme: { palette: { common: { black: string } } }) => alpha(theme.palette.common.black, 0.5),
  color: 'common.white',
  '&:hover': {
    bgcolor: (theme: { palette: { common: { black: string } } }) => alpha(theme.palette.common.black, 0.7),
  },
} as const;

/** A task's pictures, one at a time at a fixed 4:3 (no layout shift): arrows, ← and →, and a counter. */
export function PictureCarousel({ pictures, title, overlay }: Props) {
  const { t } = useTranslation('tasks');
  const [index, setIndex] = useState(0);
  const count = pictures.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || overlay) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const current = pictures[index];

  return (
    <Box
      role="region"
      aria-roledescription={t('player.carousel')}
      aria-label={title}
      tabIndex={count > 1 && !overlay ? 0 : undefined}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        '&:focus-visible': {
          outline: 3,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {current && (
        <TaskPicture
          key={current.id}
          media={current}
          alt={t('player.pictureOf', { index: index + 1, total: count, title })}
          sizes="(min-width: 960px) 880px, 100vw"
          fit="contain"
          eager
        />
      )}
      {count > 1 && !overlay && (
        <>
          <IconButton
            aria-label={t('player.previousPicture')}
            onClick={() => go(-1)}
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('player.nextPicture')}
            onClick={() => go(1)}
            sx={{ ...arrowSx, right: 8 }}
          >
            <ChevronRight />
          </IconButton>
          <Typography
            aria-live="polite"
            variant="caption"
            sx={{
              position: 'absolute',
              bottom: 8,
              left: '50%',
              transform: 'translateX(-50%)',
              px: 1,
              borderRadius: 1,
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,.55)',
              fontWeight: 600,
            }}
          >
            {t('player.pictureCount', { index: index + 1, total: count })}
          </Typography>
        </>
      )}
      {overlay && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            p: 2,
            textAlign: 'center',
            bgcolor: 'rgba(0,0,0,.55)',
            backdropFilter: 'blur(6px)',
            color: 'common.white',
          }}
        >
          {overlay}
        </Box>
      )}
    </Box>
  );
}
