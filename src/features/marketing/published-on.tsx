/** A publication date as people read it; the machine-readable date stays in the markup. */
export function PublishedOn({ date }: { date: string }) {
  const parsed = new Date(`${date}T00:00:00Z`);
  const label = Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return <time dateTime={date}>{label}</time>;
}
