/**
 * Reg Z's clocks for the disclosures at application (12 CFR 1026.40(b): the HELOC disclosures
 * within three business days of an application not taken in person; 1026.19(e)(1)(iii): the Loan
 * Estimate within three business days of the application). A business day here is a weekday that
 * is not a US federal holiday (5 U.S.C. 6103), counted on UTC calendar days like every date of the
 * site (decision 038).
 */

const DAY_MS = 86_400_000;

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month; `nth` -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth === -1) {
    const last = utcDay(year, month + 1, 0);
    return new Date(last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * DAY_MS);
  }
  const first = utcDay(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return utcDay(year, month, 1 + offset + (nth - 1) * 7);
}

/**
 * A fixed-date holiday falling on a Saturday is observed the Friday before, on a Sunday the Monday
 * after (5 U.S.C. 6103(b); Executive Order 11582).
 */
function observed(date: Date): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6) return new Date(date.getTime() - DAY_MS);
  if (weekday === 0) return new Date(date.getTime() + DAY_MS);
  return date;
}

/** The days a US federal holiday is observed in `year` (5 U.S.C. 6103(a)), as UTC midnights. */
export function federalHolidays(year: number): Date[] {
  const fixed = [
    utcDay(year, 1, 1), // New Year's Day
    utcDay(year, 7, 4), // Independence Day
    utcDay(year, 11, 11), // Veterans Day
    utcDay(year, 12, 25), // Christmas Day
  ];
  // Juneteenth National Independence Day, a federal holiday since 2021.
  if (year >= 2021) fixed.push(utcDay(year, 6, 19));
  return [
    ...fixed.map(observed),
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ].sort((a, b) => a.getTime() - b.getTime());
}

const startOfUtcDay = (date: Date) =>
  utcDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

/** A weekday that is not an observed federal holiday. */
export function isBusinessDay(date: Date): boolean {
  const day = startOfUtcDay(date);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // New Year's Day on a Saturday is observed on the last day of the year before.
  const years = [day.getUTCFullYear(), day.getUTCFullYear() + 1];
  return !years.some((year) => federalHolidays(year).some((h) => h.getTime() === day.getTime()));
}

/**
 * The calendar day (a UTC midnight) that is `count` business days after `date`'s day: the day of
 * the event itself is not counted, as Reg Z counts "within three business days".
 */
export function businessDaysAfter(date: Date, count: number): Date {
  let day = startOfUtcDay(date);
  let left = count;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) left--;
  }
  return day;
}
