import type { LoanSystem } from "@/domain/ports/loan-system-export";
import { cachedBearer, type LosHttpOptions, losHttp } from "../los-http";
import { mismoImportLoanSystem } from "../mismo-import-loan-system";
import * as byte from "./transform";

export type ByteSettings = {
  baseUrl: string;
  username: string;
  password: string;
  authKey: string;
} & Pick<LosHttpOptions, "timeoutMs" | "attempts" | "backoffMs" | "maxConcurrent" | "sleep">;

/**
 * Byte (decision 080): a session token from the user and the lender's authorisation key, kept
 * until Byte refuses it; a MISMO import that makes a file carrying the application id as its
 * external id, a re-import for updates, and the file's status code and conditions.
 */
export function byteLoanSystem(settings: ByteSettings): LoanSystem {
  const authHttp = losHttp({ ...settings, label: "Byte", reasonOf: byte.reasonOf });
  const bearer = cachedBearer(async () => {
    const answer = await authHttp.call({
      method: "POST",
      path: byte.PATHS.auth,
      contentType: "application/json",
      body: byte.authRequest(settings.username, settings.password, settings.authKey),
    });
    return byte.tokenOf(answer.body);
  });
  const http = losHttp({ ...settings, label: "Byte", reasonOf: byte.reasonOf, authorise: bearer });
  return mismoImportLoanSystem("byte", http, byte);
}
