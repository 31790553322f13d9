/**
 * Small inline links (a post's or a comment's time, "Edited", "Reply") are at least 24 × 24 px, the
 * smallest target WCAG 2.2 (2.5.8) allows, so a thumb on a phone hits them.
 */
export const tapTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 24,
  minWidth: 24,
} as const;
