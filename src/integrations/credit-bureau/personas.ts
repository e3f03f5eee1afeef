import type { BureauScore, Repository } from "./vendor-payload";

/** An account the sandbox files: amounts in dollars, opened so many months before the pull. */
export type SandboxAccount = {
  creditorName: string;
  balance: number;
  highCredit: number;
  monthlyPayment: number;
  monthsOpen: number;
};

/**
 * What a sandbox file holds for one person, chosen by last name (docs/architecture.md, "Sandbox
 * personas"). Each persona differs from the good file in one way, so each decline has one cause.
 */
export type Persona = {
  hasFile: boolean;
  scores: Record<Repository, number>;
  factors: string[];
  home: SandboxAccount & { lateMonthsAgo?: number };
  card: SandboxAccount;
  auto: SandboxAccount;
  extras: (SandboxAccount & { accountType: "INS" | "EDU" })[];
  rental: (SandboxAccount & { monthlyRent: number }) | null;
};

const GOOD_FACTORS = [
  "Length of time accounts have been established",
  "Too many accounts with balances",
  "Amount owed on accounts is too high",
];

/**
 * The good file. The mortgage balance leaves at least $15,000 of line at any sandbox valuation
 * ($250,000 and up) under every CLTV limit (70% x $250,000 - $155,000 = $20,000), so the
 * default persona reaches an offer whatever the address and property use.
 */
const GOOD: Persona = {
  hasFile: true,
  scores: { EFX: 740, XPN: 745, TUC: 752 },
  factors: GOOD_FACTORS,
  home: {
    creditorName: "Sandbox Home Loans",
    balance: 155_000,
    highCredit: 200_000,
    monthlyPayment: 1_150,
    monthsOpen: 72,
  },
  card: {
    creditorName: "Sandbox Bank Visa",
    balance: 2_350,
    highCredit: 12_000,
    monthlyPayment: 70,
    monthsOpen: 108,
  },
  auto: {
    creditorName: "Sandbox Auto Finance",
    balance: 14_800,
    highCredit: 28_000,
    monthlyPayment: 465,
    monthsOpen: 24,
  },
  extras: [],
  rental: null,
};

const PERSONAS: Record<string, Persona> = {
  // A 60-day late mortgage payment four months before the pull: inside the 12 months the rate sheet looks at.
  late: {
    ...GOOD,
    factors: [
      "Level of delinquency on accounts",
      "Time since delinquency is too recent",
      ...GOOD_FACTORS.slice(0, 1),
    ],
    home: { ...GOOD.home, lateMonthsAgo: 4 },
  },
  // Owes more than the sandbox valuation's highest value ($900,000): no equity at any address.
  underwater: {
    ...GOOD,
    home: { ...GOOD.home, balance: 950_000, highCredit: 980_000, monthlyPayment: 5_900 },
  },
  thin: { ...GOOD, hasFile: false },
  // Under the 640 minimum, with a nearly full card: the boost advice has something to say.
  boost: {
    ...GOOD,
    scores: { EFX: 588, XPN: 590, TUC: 595 },
    factors: [
      "Proportion of balances to credit limits on revolving accounts is too high",
      "Level of delinquency on accounts",
      "Too many accounts with balances",
    ],
    card: { ...GOOD.card, balance: 11_400, monthlyPayment: 342 },
  },
  solar: {
    ...GOOD,
    extras: [
      {
        accountType: "INS",
        creditorName: "Mosaic Solar Loans",
        balance: 24_500,
        highCredit: 32_000,
        monthlyPayment: 165,
        monthsOpen: 36,
      },
    ],
  },
  student: {
    ...GOOD,
    extras: [
      {
        accountType: "EDU",
        creditorName: "Sandbox Student Loan Servicing",
        balance: 31_200,
        highCredit: 45_000,
        monthlyPayment: 320,
        monthsOpen: 96,
      },
    ],
  },
  landlord: {
    ...GOOD,
    rental: {
      creditorName: "Sandbox Investor Mortgage",
      balance: 180_000,
      highCredit: 220_000,
      monthlyPayment: 1_390,
      monthsOpen: 48,
      monthlyRent: 2_400,
    },
  },
};

/** The persona for a last name, without case or surrounding spaces; any other name has the good file. */
export function personaFor(lastName: string): Persona {
  const key = lastName.trim().toLowerCase();
  // Own keys only: "Constructor" or "toString" is somebody's surname, not a property of every object.
  return Object.hasOwn(PERSONAS, key) ? (PERSONAS[key] ?? GOOD) : GOOD;
}

const MODELS: Record<Repository, string> = {
  EFX: "Equifax Beacon 5.0",
  XPN: "Experian/Fair Isaac Risk Model V2",
  TUC: "TransUnion FICO Risk Score, Classic 04",
};

/** The three repositories' scores, each with the persona's reasons (the sandbox's own codes). */
export function personaScores(persona: Persona): BureauScore[] {
  return (Object.keys(MODELS) as Repository[]).map((repository) => ({
    repository,
    modelName: MODELS[repository],
    value: persona.scores[repository],
    factors: persona.factors.map((text, i) => ({ code: `S${String(i + 1).padStart(2, "0")}`, text })),
  }));
}
