/** Reg B 12 CFR 1002.9(a)(1)(i): notice of the action taken within 30 days of a completed application. */
export const ACTION_DAYS = 30;

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * The Reg B clock of a referred file (decision 092): the days left, counted in whole UTC days from
 * the day the application was completed (the application summary confirmed), to the 30th day
 * after it. Zero is the last day; below zero the file is overdue by that many days.
 */
export function actionDaysLeft(completedAt: Date, today: Date): number {
  return ACTION_DAYS - Math.round((utcDay(today) - utcDay(completedAt)) / DAY_MS);
}

/** The last day to act: completed day + 30. */
export function actionDueOn(completedAt: Date): Date {
  return new Date(utcDay(completedAt) + ACTION_DAYS * DAY_MS);
}
