/** The zoom levels of a document photo: enough to read small print on a 2400 px photo. */
const zoomSteps: readonly number[] = [1, 1.5, 2, 3, 4];
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export function zoomedIn(zoom: number): number {
  return zoomSteps.find((step) => step > zoom) ?? MAX_ZOOM;
}

export function zoomedOut(zoom: number): number {
  return [...zoomSteps].reverse().find((step) => step < zoom) ?? MIN_ZOOM;
}

/** Quarter turns clockwise: a photo taken sideways is read upright in 90° steps. */
export type Turns = 0 | 1 | 2 | 3;

export function turned(turns: Turns, direction: 1 | -1): Turns {
  return ((turns + direction + 4) % 4) as Turns;
}

export type PhotoAction = 'zoomIn' | 'zoomOut' | 'reset' | 'turnRight' | 'turnLeft';

/**
 * What a key does to the photo in focus, or null (the key is left alone): + and − zoom (= and _ are
 * the same keys unshifted), 0 goes back to the whole photo, R turns right and Shift+R left. With
 * Ctrl, ⌘ or Alt the browser keeps its own shortcuts (Ctrl + zooms the page).
 */
export function photoKeyAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): PhotoAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'reset';
    case 'r':
      return 'turnRight';
    case 'R':
      return 'turnLeft';
    default:
      return null;
  }
}
