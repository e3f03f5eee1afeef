/**
 * The day a notice was issued or an offer priced, as pages and PDFs print it: "November 23, 2026",
 * read in UTC like every date of the site (spec §5, decision 019), so it matches the "Date:" line the
 * adverse-action notice itself carries (src/domain/decisions/adverse-action-notice.ts).
 */
export function formatNoticeDate(issuedAt: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(issuedAt);
}
