/** Spec §2 /app/bank-statement: statements fetched from the applicant's bank with their consent. */
export type BankStatement = {
  accountLastFour: string;
  institution: string;
  periodStart: Date;
  periodEnd: Date;
  endingBalance: number;
  /** The statement file as stored, to attach as a bank_statements document. */
  file: { name: string; contentType: string; bytes: Uint8Array };
};

export interface BankStatements {
  /** A link session the applicant uses to connect their bank. */
  createLink(applicationId: string): Promise<{ linkToken: string }>;
  /** The last `months` monthly statements of the connected accounts (spec §9: 3). */
  statements(publicToken: string, months: number): Promise<BankStatement[]>;
}
