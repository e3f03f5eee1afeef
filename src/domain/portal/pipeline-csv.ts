/**
 * The pipeline as a CSV file (RFC 4180; decision 086). A cell a spreadsheet would read as a
 * formula (=, +, -, @, a tab or a carriage return first) is written with a leading apostrophe, so
 * a name typed by an applicant cannot run anything on a loan officer's computer.
 */
export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
