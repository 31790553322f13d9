import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { stage } from '../story-look';

type Props = { count: number; current: number; fill: RefObject<HTMLDivElement | null> };

/**
 * One segment per story of the author: the ones before full, the current one filling (its fill is
 * driven by the story's clock), the ones after empty. Decorative: the position is also said in words.
 */
export function ProgressBars({ count, current, fill }: Props) {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, px: 1, pt: 1 }} data-testid="story-progress">
      {Array.from({ length: count }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions, not items.
          key={index}
          sx={{ flex: 1, height: 3, borderRadius: 2, bgcolor: stage.track, overflow: 'hidden' }}
        >
          <Box
            ref={index === current ? fill : undefined}
            data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
            sx={{ height: '100%', bgcolor: stage.text, transformOrigin: 'left' }}
            // Inline, as the clock writes it: React sets it again only when the segment's state changes.
            style={{ transform: `scaleX(${index < current ? 1 : 0})` }}
          />
        </Box>
      ))}
    </Box>
  );
}
