/** Section anchors go by position, so that a link to a section works in both languages. */
export function legalSectionId(index: number): string {
  return `section-${index + 1}`;
}
