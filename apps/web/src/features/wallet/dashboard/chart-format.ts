/** "12 Mar" / "12 mars" for a YYYY-MM-DD day (a calendar day: no time zone shift). */
export function dayLabel(date: string, language: string, long = false): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: long ? 'long' : 'short',
    ...(long ? { weekday: 'long' as const } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * Blue bought, green earned, red spent, purple corrected, gold for the balance: AA contrast
 * against the card in both themes.
 */
export function chartColors(mode: 'light' | 'dark') {
  return mode === 'dark'
    ? { bought: '#90CAF9', earned: '#81C784', spent: '#FF8A80', corrected: '#CE93D8', balance: '#F2B705' }
    : { bought: '#1565C0', earned: '#2E7D32', spent: '#C62828', corrected: '#6A1B9A', balance: '#B88A00' };
}
