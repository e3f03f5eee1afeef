import { formatYearMonthDay } from "@/domain/format/date";
import type { CreditBureau } from "@/domain/ports/credit-bureau";
import type { PersonIdentity } from "@/domain/ports/person";
import { addressKey, digestOf, seedOf } from "../stable-hash";
import { type Persona, personaFor, personaScores, type SandboxAccount } from "./personas";
import { creditReportFromBureau } from "./transform";
import type { AccountTypeCode, BureauResponse, PropertyRecord, Tradeline } from "./vendor-payload";

/** Clearly fictional: the FCRA disclosure of a demo names no real agency. */
export const SANDBOX_BUREAU = {
  name: "Sandbox Credit Bureau",
  mailingAddress: { street: "PO Box 0000", city: "Nowhere", state: "DE", postalCode: "00000" },
  phone: "302-555-0142",
};

type Pulled = { borrowerId: string; person: PersonIdentity; persona: Persona };

/** YYYY-MM, so many months before the pull: dates move with the pull, so a 4-month-old late stays 4 months old. */
function monthsBefore(today: Date, months: number): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  return formatYearMonthDay(month).slice(0, 7);
}

function tradeline(
  tradelineId: string,
  borrowerIds: string[],
  accountType: AccountTypeCode,
  account: SandboxAccount & { lateMonthsAgo?: number },
  today: Date,
): Tradeline {
  const late = account.lateMonthsAgo;
  return {
    tradelineId,
    borrowerIds,
    creditorName: account.creditorName,
    accountType,
    currentBalance: account.balance,
    highCredit: account.highCredit,
    monthlyPayment: account.monthlyPayment,
    dateOpened: monthsBefore(today, account.monthsOpen),
    lateCounts: { days30: 0, days60: late === undefined ? 0 : 1, days90Plus: 0 },
    mostRecentLate: late === undefined ? null : { month: monthsBefore(today, late), daysLate: 60 },
  };
}

const record = (
  recordId: string,
  owners: string[],
  address: PersonIdentity["address"],
  linked: string,
  monthlyRent: number | null,
): PropertyRecord => ({
  recordId,
  ownerBorrowerIds: owners,
  address: {
    street: address.line1,
    unit: address.line2 ?? null,
    city: address.city,
    state: address.state,
    postalCode: address.zip,
  },
  ownerOccupied: monthlyRent === null,
  linkedTradelineIds: [linked],
  estimatedMonthlyRent: monthlyRent,
});

/**
 * Each home the people on file live in, with one mortgage: joint when both live there. A shared
 * mortgage takes each person's part: late if either persona is late, the larger balance.
 */
function homes(onFile: Pulled[], today: Date) {
  const byAddress = new Map<string, { address: PersonIdentity["address"]; owners: Pulled[] }>();
  for (const p of onFile) {
    const key = addressKey(p.person.address);
    const home = byAddress.get(key) ?? { address: p.person.address, owners: [] };
    byAddress.set(key, { ...home, owners: [...home.owners, p] });
  }
  return [...byAddress.values()].map(({ address, owners }, index) => {
    const ids = owners.map((o) => o.borrowerId);
    const mortgage = owners
      .map((o) => o.persona.home)
      .reduce((a, b) => ({
        ...(b.balance > a.balance ? b : a),
        lateMonthsAgo: a.lateMonthsAgo ?? b.lateMonthsAgo,
      }));
    const id = `H${index + 1}-MTG`;
    return {
      tradeline: tradeline(id, ids, "MTG", mortgage, today),
      record: record(`H${index + 1}`, ids, address, id, null),
    };
  });
}

/** Each person's own accounts: the card, the auto loan, a persona's extras and rental. */
function ownAccounts({ borrowerId: id, person, persona }: Pulled, today: Date) {
  const tradelines = [
    tradeline(`${id}-REV`, [id], "REV", persona.card, today),
    tradeline(`${id}-AUTO`, [id], "INS", persona.auto, today),
    ...persona.extras.map((x, i) => tradeline(`${id}-X${i + 1}`, [id], x.accountType, x, today)),
  ];
  const records: PropertyRecord[] = [];
  if (persona.rental) {
    const rentalMortgage = tradeline(`${id}-RENTAL-MTG`, [id], "MTG", persona.rental, today);
    const street = `${100 + (seedOf(addressKey(person.address)) % 900)} Rental Row`;
    const address = { ...person.address, line1: street, line2: null };
    tradelines.push(rentalMortgage);
    records.push(
      record(`${id}-RENTAL`, [id], address, rentalMortgage.tradelineId, persona.rental.monthlyRent),
    );
  }
  return { tradelines, records };
}

/**
 * The vendor response the sandbox answers with for the people pulled, the applicant ("B1") and
 * maybe a coborrower ("C1"), each with the persona of their own last name. Figures and dates
 * depend only on the people and the pull day: the same input gives the same response.
 */
export function sandboxBureauResponse(
  person: PersonIdentity,
  coborrower: PersonIdentity | undefined,
  today: Date,
): BureauResponse {
  const pulled: Pulled[] = [{ borrowerId: "B1", person, persona: personaFor(person.lastName) }];
  if (coborrower)
    pulled.push({ borrowerId: "C1", person: coborrower, persona: personaFor(coborrower.lastName) });
  const onFile = pulled.filter((p) => p.persona.hasFile);
  const owned = homes(onFile, today);
  const own = onFile.map((p) => ownAccounts(p, today));
  // The SSN stays out of the id: a short hash of nine digits is easily reversed.
  const who = pulled.map((p) => `${p.person.firstName} ${p.person.lastName} ${addressKey(p.person.address)}`);
  const reportDate = formatYearMonthDay(today);
  return {
    reportId: `SBX-${digestOf([...who, reportDate].join("|")).toUpperCase()}`,
    reportDate,
    provider: SANDBOX_BUREAU,
    borrowers: pulled.map((p) => ({
      borrowerId: p.borrowerId,
      role: p.borrowerId === "B1" ? "PRIMARY" : "COAPPLICANT",
      firstName: p.person.firstName,
      lastName: p.person.lastName,
      fileStatus: p.persona.hasFile ? "HIT" : "NO_HIT",
      scores: p.persona.hasFile ? personaScores(p.persona) : [],
    })),
    tradelines: [...owned.map((h) => h.tradeline), ...own.flatMap((o) => o.tradelines)],
    propertyRecords: [...owned.map((h) => h.record), ...own.flatMap((o) => o.records)],
  };
}

/**
 * Sandbox credit bureau, the default: offline, no randomness. It builds the response a vendor
 * would send and reads it with the vendor transform, so the transform is exercised on every pull.
 * Personas by last name are tabled in docs/architecture.md.
 */
export function sandboxCreditBureau({ now }: { now: () => Date }): CreditBureau {
  return {
    async softPull(person, options) {
      return creditReportFromBureau(sandboxBureauResponse(person, options?.coborrower, now()));
    },
  };
}
