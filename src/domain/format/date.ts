import { type ParseResult, parsed, rejected } from "./parse-result";

/** How much of a date the person enters: a full day (MM/DD/YYYY) or a month (MM/YYYY). */
export type DatePrecision = "day" | "month";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Builds a UTC date only when the day exists in that month (no 02/30 rolling into March). */
function utcDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // years 0-99 would otherwise be read as 1900-1999
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Spec §5: date inputs read MM/DD/YYYY or MM/YYYY. Dates are kept in UTC (spec §5). */
export function formatDateInput(date: Date, precision: DatePrecision = "day"): string {
  const month = pad(date.getUTCMonth() + 1);
  const year = pad(date.getUTCFullYear(), 4);
  return precision === "day" ? `${month}/${pad(date.getUTCDate())}/${year}` : `${month}/${year}`;
}

/** Spec §5: a two-digit year gets the prefix 20 ("24" is 2024). */
function fullYear(text: string): number {
  return Number(text.length === 2 ? `20${text}` : text);
}

/**
 * Reads MM/DD/YYYY or MM/YYYY (also with a two-digit year) into a UTC date; a month alone becomes
 * the first day of that month.
 */
export function parseDateInput(input: string): ParseResult<Date> {
  const text = input.trim();
  if (text === "") return rejected("Enter a date as MM/DD/YYYY");
  const match = /^(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4}|\d{2})$/.exec(text);
  if (!match) return rejected("Enter the date as MM/DD/YYYY, or MM/YYYY for a month");
  const [, month, day, year] = match;
  const date = utcDate(fullYear(year ?? ""), Number(month), day === undefined ? 1 : Number(day));
  if (!date) return rejected("This date doesn't exist. Check the month and the day");
  return parsed(date);
}

/** Spec §5: stored dates are year-month-day and read in UTC, so a date never shifts by a day. */
export function parseYearMonthDay(input: string): ParseResult<Date> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  if (!match) return rejected("Enter the date as YYYY-MM-DD");
  const [, year, month, day] = match;
  const date = utcDate(Number(year), Number(month), Number(day));
  return date ? parsed(date) : rejected("This date doesn't exist. Check the month and the day");
}

/** The year-month-day form of a date, read in UTC. */
export function formatYearMonthDay(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
