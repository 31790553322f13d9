import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The tray's height, the same loading, loaded, empty or failed: the feed under it never moves. */
const TRAY_HEIGHT = 124;
/** The ring around an author's picture, outside diameter. */
export const RING_SIZE = 72;
/** One author's column: the ring and a line for the name. */
export const ITEM_WIDTH = 80;

/** The frame of the tray, shared by its skeleton and the tray itself. */
export const trayFrame = {
  height: TRAY_HEIGHT,
  bgcolor: 'background.paper',
  borderRadius: { xs: 0, sm: 3 },
  mb: 2,
  position: 'relative',
  overflow: 'hidden',
} as const;

/**
 * Grey circles where the tray will appear, while its code and its data come (it loads after the
 * feed's first paint). Without a `label` (before the tray's texts are there) it is decorative.
 */
export function TraySkeleton({ label }: { label?: string }) {
  return (
    <Box
      sx={trayFrame}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="story-tray-skeleton"
    >
      <Box sx={{ display: 'flex', gap: 1, px: 1.5, py: 1.5, overflow: 'hidden' }}>
        {[0, 1, 2, 3, 4, 5, 6].map((key) => (
          <Box key={key} sx={{ width: ITEM_WIDTH, flexShrink: 0, display: 'grid', justifyItems: 'center' }}>
            <Skeleton variant="circular" width={RING_SIZE} height={RING_SIZE} />
            <Skeleton variant="text" width={56} sx={{ mt: 0.5 }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
