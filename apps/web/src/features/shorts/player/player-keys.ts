/**
 * Where keys belong to what has the focus: typing, menus, dialogs and sliders. (The feeds' tabs
 * use the left and right arrows only: up and down still move between shorts there.)
 */
const OWN_KEYS =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"], [role="slider"]';
/** Where Space presses the focused control instead of pausing the video. */
const PRESSABLE = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"]';

export type PlayerKey = 'next' | 'previous' | 'toggle';

/**
 * The player's keys, read from anywhere on the page: ArrowDown or j for the next short, ArrowUp or
 * k for the one before, Space to pause or play. Null for a key that is someone else's.
 */
export function playerKey(event: KeyboardEvent): PlayerKey | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(OWN_KEYS)) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'j':
      return 'next';
    case 'ArrowUp':
    case 'k':
      return 'previous';
    case ' ':
      return target?.closest(PRESSABLE) ? null : 'toggle';
    default:
      return null;
  }
}
