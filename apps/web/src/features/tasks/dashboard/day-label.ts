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
