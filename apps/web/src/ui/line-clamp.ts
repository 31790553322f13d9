/**
 * A text cut after `lines` lines, with an ellipsis; a long word (a link, a name without spaces)
 * breaks rather than widening the row.
 */
export function lineClamp(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  } as const;
}
