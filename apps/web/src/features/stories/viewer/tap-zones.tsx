import Box from '@mui/material/Box';
import { type PointerEvent, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { stage } from '../story-look';

/** A press longer than this is a hold (pause), not a tap. */
const HOLD_MS = 250;
/** A finger moving down this far closes the viewer. */
const SWIPE_PX = 80;

type Props = {
  onNext: () => void;
  onPrevious: () => void;
  onHold: (held: boolean) => void;
  onSwipeDown: () => void;
};

const zone = {
  flex: 1,
  border: 0,
  p: 0,
  m: 0,
  bgcolor: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': { outline: `3px solid ${stage.text}`, outlineOffset: -6, borderRadius: 2 },
} as const;

/**
 * The card's surface: its left third goes back, its right third goes on (both are buttons, for
 * the keyboard and screen readers too), pressing anywhere holds the story, a swipe down closes.
 */
export function TapZones({ onNext, onPrevious, onHold, onSwipeDown }: Props) {
  const { t } = useTranslation('stories');
  const press = useRef<{ x: number; y: number; at: number } | null>(null);
  // The click that ends a hold or a swipe is not a tap.
  const ignoreClick = useRef(false);

  const down = (event: PointerEvent) => {
    if (event.button !== 0) return;
    press.current = { x: event.clientX, y: event.clientY, at: Date.now() };
    ignoreClick.current = false;
    onHold(true);
  };
  const up = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    onHold(false);
    if (!start) return;
    const dy = event.clientY - start.y;
    const dx = event.clientX - start.x;
    if (dy > SWIPE_PX && dy > Math.abs(dx)) {
      ignoreClick.current = true;
      onSwipeDown();
    } else if (Date.now() - start.at > HOLD_MS) ignoreClick.current = true;
  };
  const tap = (go: () => void) => () => {
    if (ignoreClick.current) ignoreClick.current = false;
    else go();
  };

  return (
    <Box
      onPointerDown={down}
      onPointerUp={up}
      onPointerCancel={() => {
        press.current = null;
        onHold(false);
      }}
      onContextMenu={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      <Box
        component="button"
        type="button"
        aria-label={t('viewer.previous')}
        onClick={tap(onPrevious)}
        sx={zone}
      />
      <Box sx={{ flex: 1 }} />
      <Box component="button" type="button" aria-label={t('viewer.next')} onClick={tap(onNext)} sx={zone} />
    </Box>
  );
}
