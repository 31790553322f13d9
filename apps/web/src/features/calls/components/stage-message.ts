/** What stands in the middle of the dark stage instead of videos: a picture, words, buttons, stacked. */
export const stageMessage = {
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 2,
  textAlign: 'center',
} as const;
