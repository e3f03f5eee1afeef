/**
 * The sandbox's test employers, chosen by a word in the employer name the applicant connects
 * (docs/architecture.md, "Sandbox personas"). Any other name connects one steady job there.
 */
export type TestEmployer = "steady" | "recentHire" | "commission" | "noPayroll" | "outage";

const KEYWORDS: [string, TestEmployer][] = [
  ["recent hire", "recentHire"],
  ["commission", "commission"],
  ["no payroll", "noPayroll"],
  ["outage", "outage"],
];

export function testEmployerFor(employerName: string): TestEmployer {
  const name = employerName.toLowerCase().replace(/\s+/g, " ");
  return KEYWORDS.find(([word]) => name.includes(word))?.[1] ?? "steady";
}
