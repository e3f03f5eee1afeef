/** Spec §2 /app/bank-statement: statements fetched from the applicant's bank with their consent. */
export type BankStatement = {
  /** The account's last four digits: never the whole number. */
  accountLastFour: string;
  institution: string;
  periodStart: Date;
  periodEnd: Date;
  endingBalance: number;
  /** The statement file as the bank gives it, to file as a bank_statements document. */
  file: { name: string; contentType: string; bytes: Uint8Array };
};

export interface BankStatements {
  /**
   * The last `months` monthly statements of the applicant's accounts at `institution`, or null
   * when the bank holds no account of theirs; throws when the provider does not answer. A vendor's
   * connection widget hands the server a token instead of a name: the port keeps its shape and the
   * adapter changes (as for income verification, decision 029). `reference` names the application
   * to the provider, never the person.
   */
  statements(request: {
    reference: string;
    institution: string;
    months: number;
  }): Promise<BankStatement[] | null>;
}
