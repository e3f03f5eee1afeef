/**
 * "Try again in 15 minutes." — how long a refused person waits, rounded up to a unit people
 * read at a glance: seconds under a minute, minutes under 90 minutes, hours after that.
 */
export function tryAgainIn(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return `Try again in ${plural(seconds, "second")}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `Try again in ${plural(minutes, "minute")}.`;
  return `Try again in ${plural(Math.ceil(minutes / 60), "hour")}.`;
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
