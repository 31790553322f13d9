import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The address of a picture or a video's poster, and its sizes for `srcset`, when it has any. */
function pictureSources(media: MediaObject): { src: string | null; srcSet: string | undefined } {
  if (media.video) return { src: media.video.posterUrl, srcSet: undefined };
  const variants = [...media.variants].sort((a, b) => a.width - b.width);
  const srcSet = variants.length > 0 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
  return { src: media.url ?? variants.at(-1)?.url ?? null, srcSet };
}

type Props = {
  media: MediaObject;
  alt: string;
  /** How wide the picture shows, for the browser's choice among the variants. */
  sizes: string;
  fit?: 'cover' | 'contain';
  eager?: boolean;
  sx?: SxProps<Theme>;
};

/** A task's picture (or a video's poster) filling its box, which keeps the aspect ratio (no layout shift). */
export function TaskPicture({ media, alt, sizes, fit = 'cover', eager = false, sx }: Props) {
  const { src, srcSet } = pictureSources(media);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={[
        { width: '100%', height: '100%', objectFit: fit, display: 'block' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
