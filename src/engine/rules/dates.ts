/**
 * Calendar dates written 'YYYY-MM-DD', read in UTC throughout, so no time zone or
 * daylight saving shifts a day: the `daily:` seeds and the statistics' daily streak.
 */

const DAY = 86_400_000;

/** The day number of a date 'YYYY-MM-DD' (days since 1970-01-01), or null when the text is not a real date. */
export function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC rolls 2027-02-29 over to March 1 (and reads years 0-99 as 1900-1999): refused.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / DAY;
}
