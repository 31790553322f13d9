import type { PostImage } from '@betogether/contracts/posts/posts.schemas';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';

const ImageLightbox = lazy(() => import('./image-lightbox').then((m) => ({ default: m.ImageLightbox })));

const SHOWN = 5;

/** `src` and `srcSet` from the variants the server made (WebP when there is one). */
export function imageSources(image: PostImage): { src: string | undefined; srcSet: string | undefined } {
  const webp = image.variants.filter((v) => v.format === 'webp');
  const variants = [...(webp.length > 0 ? webp : image.variants)].sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  return {
    src: largest?.url ?? image.url ?? undefined,
    srcSet: variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined,
  };
}

/** Width over height of a lone picture, kept between portrait 4:5 and wide 1.91:1. */
function singleRatio(image: PostImage): number {
  if (!image.width || !image.height) return 4 / 3;
  return Math.min(1.91, Math.max(0.8, image.width / image.height));
}

// The centre column at 720 px of viewport and wider (app-shell), and the grid's columns.
const COLUMN_PX = 680;
const COLUMNS = 6;

/**
 * The `sizes` of a tile: the width the picture is drawn at, not the tile's. A tile crops its
 * picture (object-fit: cover), so a panorama in a square tile is drawn as wide as its height
 * allows, four times the tile for a 4:1 photo; sized by the tile, the browser picks a variant
 * four times too narrow and the panorama is blurry.
 */
export function tileSizes(
  image: Pick<PostImage, 'width' | 'height'>,
  layout: { span: number; ratio: number },
): string {
  const imageRatio = image.width && image.height ? image.width / image.height : layout.ratio;
  const cover = Math.max(1, imageRatio / layout.ratio);
  const share = (layout.span / COLUMNS) * cover;
  return `(min-width: 720px) ${Math.round(COLUMN_PX * share)}px, ${Math.round(100 * share)}vw`;
}

// Six columns: 1 picture full width; 2 side by side; 3 one wide over two; 4 in a square; 5 and
// more two over three, the last one telling how many are left.
function tileLayout(count: number, index: number): { span: number; ratio: number } {
  if (count === 2 || count === 4) return { span: 3, ratio: 1 };
  if (count === 3) return index === 0 ? { span: 6, ratio: 2 } : { span: 3, ratio: 1 };
  return index < 2 ? { span: 3, ratio: 1 } : { span: 2, ratio: 1 };
}

export function PostImages({ images }: { images: PostImage[] }) {
  const { t, i18n } = useTranslation('posts');
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = images.slice(0, SHOWN);
  const hiddenCount = images.length - shown.length;

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(6, 1fr)',
          gap: '2px',
          bgcolor: 'background.paper',
        }}
      >
        {shown.map((image, index) => {
          const layout =
            images.length === 1 ? { span: 6, ratio: singleRatio(image) } : tileLayout(images.length, index);
          const { src, srcSet } = imageSources(image);
          const more = hiddenCount > 0 && index === shown.length - 1;
          return (
            <ButtonBase
              key={image.mediaId}
              onClick={() => setOpenAt(index)}
              aria-haspopup="dialog"
              sx={{
                gridColumn: `span ${layout.span}`,
                aspectRatio: String(layout.ratio),
                position: 'relative',
                overflow: 'hidden',
                bgcolor: 'action.hover',
                '&.Mui-focusVisible': {
                  outline: 3,
                  outlineStyle: 'solid',
                  outlineColor: 'primary.main',
                  outlineOffset: -3,
                },
              }}
            >
              <Box
                component="img"
                src={src}
                srcSet={srcSet}
                sizes={tileSizes(image, layout)}
                alt={image.altText || t('images.untitled', { index: index + 1, total: images.length })}
                loading="lazy"
                decoding="async"
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              {more && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(0,0,0,0.5)',
                    color: '#fff',
                    fontSize: { xs: 24, sm: 32 },
                    fontWeight: 700,
                  }}
                >
                  +{new Intl.NumberFormat(i18n.language).format(hiddenCount)}
                </Box>
              )}
              {more && (
                <Box component="span" sx={visuallyHidden}>
                  {t('images.more', { count: hiddenCount })}
                </Box>
              )}
            </ButtonBase>
          );
        })}
      </Box>
      {openAt !== null && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} startAt={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
