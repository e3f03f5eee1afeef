import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { HmdaInstitution } from "../src/domain/hmda/loan-application-register";
import { lenderIdentity } from "../src/env";
import { processDatabase, startDatabase, stopDatabase } from "../src/server/db";
import { loadEncryptionKey } from "../src/server/security/encryption-key";
import { loanApplicationRegisterFor } from "../src/server/services/hmda/loan-application-register";
import { prequalKeys } from "../src/server/services/prequal/prequal-dependencies";
import { prepareProcess } from "./prepare-process";

const USAGE = "Usage: npm run hmda -- lar --year YYYY [--out FILE]";

/** "100 Main Street, Suite 400, Wilmington, DE 19801" → street, city, state, ZIP. */
function officeOf(address: string): HmdaInstitution["office"] {
  const match = address.match(/^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) throw new Error(`LENDER_ADDRESS must end with "City, ST 12345" for the register: ${address}`);
  const [, street = "", city = "", state = "", zip = ""] = match;
  return { street, city, state, zip };
}

/**
 * `npm run hmda -- lar --year 2026` (issue 21 item 8): writes the lender's HMDA loan/application
 * register for the year, pipe-delimited as the CFPB's platform takes it, to stdout or --out. It
 * works on the embedded database's folder (with the server stopped) or on DATABASE_URL.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { year: { type: "string" }, out: { type: "string" } },
  });
  const year = Number(values.year);
  if (positionals[0] !== "lar" || !Number.isInteger(year) || year < 2018 || year > 2100) {
    console.error(USAGE);
    process.exit(2);
  }
  const s = await prepareProcess();
  const lender = lenderIdentity();
  const key = loadEncryptionKey({
    configured: s.APP_ENCRYPTION_KEY,
    dataDir: s.DATA_DIR,
    live: s.DEPLOYMENT === "live",
  });
  await startDatabase();
  try {
    const text = await loanApplicationRegisterFor(await processDatabase(), year, {
      fieldKey: prequalKeys(key).fieldKey,
      institution: {
        name: lender.legalName,
        lei: s.HMDA_LEI,
        taxId: s.HMDA_TAX_ID,
        agency: s.HMDA_FEDERAL_AGENCY,
        contact: {
          name: s.HMDA_CONTACT_NAME,
          phone: lender.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3"),
          email: lender.email,
        },
        office: officeOf(lender.address),
      },
    });
    if (values.out) {
      await writeFile(values.out, text, { mode: 0o600 });
      console.error(`Wrote ${text.split("\n").length - 2} applications to ${values.out}`);
    } else process.stdout.write(text);
  } finally {
    await stopDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
