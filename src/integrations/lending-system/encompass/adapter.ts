import type { LoanSystem } from "@/domain/ports/loan-system-export";
import { cachedBearer, type LosHttpOptions, losHttp } from "../los-http";
import * as encompass from "./transform";

export type EncompassSettings = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
} & Pick<LosHttpOptions, "timeoutMs" | "attempts" | "backoffMs" | "maxConcurrent" | "sleep">;

/**
 * Encompass through ICE Developer Connect (decision 080): a client-credentials token, cached until
 * a minute before it expires and renewed when Encompass answers 401; a new loan is the MISMO file
 * through the converter, then created with the application id in a custom field; an update takes
 * an exclusive lock, runs the importer and lets the lock go, even when the import failed.
 */
export function encompassLoanSystem(settings: EncompassSettings): LoanSystem {
  const tokenHttp = losHttp({ ...settings, label: "Encompass", reasonOf: encompass.reasonOf });
  const bearer = cachedBearer(async () => {
    const answer = await tokenHttp.call({
      method: "POST",
      path: encompass.PATHS.token,
      contentType: "application/x-www-form-urlencoded",
      body: encompass.tokenRequest(settings.clientId, settings.clientSecret),
    });
    return encompass.tokenOf(answer.body);
  });
  const http = losHttp({ ...settings, label: "Encompass", reasonOf: encompass.reasonOf, authorise: bearer });
  const json = "application/json";

  return {
    system: "encompass",
    async findLoan(applicationId) {
      const answer = await http.call({
        method: "POST",
        path: encompass.PATHS.pipeline,
        contentType: json,
        body: encompass.pipelineQuery(applicationId),
      });
      return encompass.loanFromPipeline(answer.body);
    },
    async createLoan(file) {
      const converted = await http.call({
        method: "POST",
        path: encompass.PATHS.converter,
        query: { format: "MISMO34" },
        contentType: "application/xml",
        body: file.mismoXml,
      });
      const created = await http.call({
        method: "POST",
        path: encompass.PATHS.loans,
        query: { view: "entity" },
        contentType: json,
        body: encompass.loanToCreate(converted.body, file.applicationId),
      });
      return encompass.createdLoan(created.body);
    },
    async updateLoan(loan, file) {
      const lock = await http.call({
        method: "POST",
        path: encompass.PATHS.locks,
        contentType: json,
        body: encompass.lockRequest(loan.loanId),
      });
      const lockId = encompass.lockIdOf(lock.body);
      try {
        await http.call({
          method: "POST",
          path: encompass.PATHS.importer(loan.loanId),
          query: { format: "MISMO34", lockId },
          contentType: "application/xml",
          body: file.mismoXml,
        });
      } finally {
        await http.call({
          method: "DELETE",
          path: encompass.PATHS.lock(lockId),
          query: { resourceType: "Loan", resourceId: loan.loanId },
          allow: [404],
        });
      }
    },
    async loanStatus(loan) {
      const [milestones, conditions] = await Promise.all([
        http.call({ method: "GET", path: encompass.PATHS.milestones(loan.loanId) }),
        http.call({ method: "GET", path: encompass.PATHS.conditions(loan.loanId) }),
      ]);
      return encompass.statusOf(milestones.body, conditions.body);
    },
  };
}
