import { z } from "zod";
import { parseBankAccountNumber } from "./bank-account-number";
import { parseDateInput } from "./date";
import { parseEin } from "./ein";
import { parseEmail } from "./email";
import { parseLiabilityBalance } from "./liability-balance";
import { parseMoney } from "./money";
import { parseOneTimeCode } from "./one-time-code";
import type { ParseResult } from "./parse-result";
import { parsePassword } from "./password";
import { parsePersonName } from "./person-name";
import { parsePhone } from "./phone";
import { parseRoutingNumber } from "./routing-number";
import { parseSsn } from "./ssn";
import { parseUsState } from "./us-states";
import { parseZip } from "./zip";

/**
 * A zod schema whose validation is one of our parsers, so the form and the server refuse the same
 * input with the same sentence (STYLE.md: one source of truth for validation). Kept apart from the
 * parsers so a page that only formats does not ship zod.
 */
export function inputFromParser<T, In = string>(
  parse: (value: In) => ParseResult<T>,
  base: z.ZodType<In> = z.string() as unknown as z.ZodType<In>,
) {
  return base.transform((value, ctx): T => {
    const result = parse(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.reason });
    return z.NEVER;
  });
}

export const emailInput = inputFromParser(parseEmail);
export const passwordInput = inputFromParser(parsePassword, z.string().nullish());
export const phoneInput = inputFromParser(parsePhone);
export const firstNameInput = inputFromParser((name: string) => parsePersonName(name, "first"));
export const lastNameInput = inputFromParser((name: string) => parsePersonName(name, "last"));
export const oneTimeCodeInput = inputFromParser(parseOneTimeCode);
export const ssnInput = inputFromParser(parseSsn);
export const einInput = inputFromParser(parseEin);
export const dateInput = inputFromParser(parseDateInput);
export const moneyInput = inputFromParser(parseMoney);
export const usStateInput = inputFromParser(parseUsState);
export const zipInput = inputFromParser(parseZip);
export const liabilityBalanceInput = inputFromParser(
  parseLiabilityBalance,
  z.union([z.string(), z.number()]),
);
export const routingNumberInput = inputFromParser(parseRoutingNumber);
export const bankAccountNumberInput = inputFromParser(parseBankAccountNumber);
