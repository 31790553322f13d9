import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type PointerEvent, useEffect, useRef } from 'react';
import type { Turns } from './photo-zoom';

type Props = {
  src: string | null;
  /** A new value loads the same address again (a new `<img>`). */
  attempt: number;
  loading: boolean;
  alt: string;
  /** The frame's accessible name: which photo, its zoom and turn (it takes the keyboard). */
  label: string;
  /** The id of the text saying which keys work. */
  keysHelpId: string;
  zoom: number;
  turns: Turns;
  /** Fills its parent (the full-screen viewer) instead of a fixed height (a card). */
  fill?: boolean;
  onLoad: () => void;
  onError: () => void;
};

/**
 * A document photo in a scrolling frame: shown whole at zoom 1 ("contain"), larger and scrollable
 * beyond (the mouse drags it, a finger or the arrow keys scroll it), turned in quarter turns.
 * Sizes come from the frame's own (fixed) size, in percent and container query units, so nothing
 * is measured in script and the photo never shifts the page while it loads.
 */
export function PhotoFrame({
  src,
  attempt,
  loading,
  alt,
  label,
  keysHelpId,
  zoom,
  turns,
  fill = false,
  onLoad,
  onError,
}: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  // The point of the photo at the centre of the frame, kept there when the zoom changes.
  const centre = useRef({ x: 0.5, y: 0.5 });
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const sideways = turns % 2 === 1;

  // A new zoom (or a new frame size) resizes the canvas: the same point stays in the middle. Done
  // when the canvas is laid out at its new size (the frame is a size container: Chromium gives it
  // its new scroll size only then, not when the style changes).
  useEffect(() => {
    const box = frame.current;
    const content = canvas.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      box.scrollLeft = centre.current.x * box.scrollWidth - box.clientWidth / 2;
      box.scrollTop = centre.current.y * box.scrollHeight - box.clientHeight / 2;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const remember = () => {
    const box = frame.current;
    if (!box || box.scrollWidth === 0 || box.scrollHeight === 0) return;
    centre.current = {
      x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
      y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight,
    };
  };

  const grab = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || zoom === 1) return;
    const box = event.currentTarget;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    event.currentTarget.scrollLeft = from.left - (event.clientX - from.x);
    event.currentTarget.scrollTop = from.top - (event.clientY - from.y);
  };
  const release = () => {
    drag.current = null;
  };

  return (
    <Box
      ref={frame}
      role="group"
      tabIndex={0}
      aria-label={label}
      aria-describedby={keysHelpId}
      onScroll={remember}
      onPointerDown={grab}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={release}
      data-testid="kyc-photo-frame"
      sx={{
        position: 'relative',
        overflow: 'auto',
        containerType: 'size',
        height: fill ? '100%' : { xs: 240, sm: 300 },
        borderRadius: fill ? 0 : 1,
        bgcolor: fill ? 'transparent' : 'action.hover',
        cursor: zoom > 1 ? 'grab' : 'default',
        '&:active': { cursor: zoom > 1 ? 'grabbing' : 'default' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      {/* Sizes that change with the zoom and the turn are inline (no new class for each). */}
      <Box
        ref={canvas}
        sx={{ position: 'relative' }}
        style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}
      >
        {loading && (
          <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
        )}
        {src && (
          <Box
            component="img"
            key={attempt}
            src={src}
            alt={alt}
            draggable={false}
            onLoad={onLoad}
            onError={onError}
            data-turns={turns}
            data-zoom={zoom}
            style={{
              // Turned sideways, the picture's box swaps its sides so that it still fits the frame.
              width: sideways ? `calc(100cqh * ${zoom})` : '100%',
              height: sideways ? `calc(100cqw * ${zoom})` : '100%',
              transform: `translate(-50%, -50%) rotate(${turns * 90}deg)`,
            }}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              objectFit: 'contain',
              transition: 'transform 150ms ease-out',
              userSelect: 'none',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        )}
      </Box>
    </Box>
  );
}
