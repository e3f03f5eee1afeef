import { randomUUID } from "node:crypto";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationsForm } from "@/domain/application/application.test-support";
import type { ApplicationStepKey } from "@/domain/application/application-steps";
import { disbursementInput } from "@/domain/closing/disbursement-input";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { type AppRouter, appRouter } from "@/server/api/root";
import type { Connection } from "@/server/db/client";
import {
  applicants,
  applications,
  conditions,
  decisions,
  loanDeliveries,
  rateSheets,
} from "@/server/db/schema";
import { requestPasswordResetCode } from "@/server/services/accounts/request-password-reset-code";
import { signUpApplicant } from "@/server/services/accounts/sign-up-applicant";
import { submitDisbursement } from "@/server/services/closing/submit-disbursement";
import { currentDecision } from "@/server/services/decisions/current-decision";
import { addCondition } from "@/server/services/documents/add-condition";
import { inviteStaffUser } from "@/server/services/portal/invite-staff-user";
import { startTotpEnrolment } from "@/server/services/portal/start-totp-enrolment";
import { verifyStaffPassword } from "@/server/services/portal/verify-staff-password";
import { decideRateSheet, proposeRateSheet, sheetInForce } from "@/server/services/prequal/rate-sheet-store";
import { applicantAt } from "../application/declarations-world";
import { fileDocument, fileEverythingMissing } from "../documents/documents-world";
import {
  applicantAtIncomePlace,
  BUSINESS_INFORMATION,
  type IncomePlace,
  jobsAnswers,
  monthsAgo,
  PENSION_INCOME,
} from "../support/application-income-journeys";
import { applicantApplying } from "../support/application-journeys";
import {
  completePersonalInfo,
  personalInfoAnswers,
  subjectPropertyAnswers,
} from "../support/application-personal-answers";
import { applicationContextOf, saveScreensBefore } from "../support/application-sections";
import { type Browser, type CallOutcome, secretOf, totpNow } from "../support/auth-client";
import {
  applicantAtDisclosures,
  applicantAtIdentityVerification,
  consentCodeFromPdf,
  consentedApplicant,
  invitationToken,
  ownAccount,
  signStepFile,
  uploadIdPhoto,
} from "../support/closing-journeys";
import {
  creditAnswers,
  HOME,
  NEW_FLOW_START,
  newFlowToOffer,
  type Person,
  person,
  saveStep,
} from "../support/prequal-journeys";
import { freshDatabase } from "../support/test-database";
import { APPLICANT_PASSWORD, type AuthWorld, authWorld, STAFF_PASSWORD, type Staff } from "./auth-world";

/**
 * STYLE.md: every procedure of the root router has a row here, deciding for each kind of caller
 * what it is answered. A procedure without a row does not compile (`Record<ProcedurePath, Row>`)
 * and fails the first test; every cell is then called for real, with valid input, through the
 * real /api/trpc handler with a session made by the real sign-in endpoints.
 */

/** Every procedure's path in the root router ("portal.users"), from the router's own type. */
type PathsOf<R, P extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyProcedure
    ? `${P}${K}`
    : R[K] extends AnyRouter
      ? PathsOf<R[K]["_def"]["record"], `${P}${K}.`>
      : R[K] extends object
        ? PathsOf<R[K], `${P}${K}.`>
        : never;
}[keyof R & string];
type ProcedurePath = PathsOf<AppRouter["_def"]["record"]>;

const CALLER_KINDS = [
  "anonymous",
  /** A signed-in applicant, on their own data. */
  "applicant",
  /** Applicant A naming applicant B's object (an application, a document) by its id. */
  "applicantOnOthersData",
  /** A partner organisation's admin, on its own organisation. */
  "portalAdmin",
  "loanOfficer",
  "viewer",
  /** The lender's staff: every organisation. */
  "lenderAdmin",
  /** The lender's other roles (decision 088), each reaching every organisation where its role reaches at all. */
  "pricingAdmin",
  "underwriter",
  "processor",
  "lenderLoanOfficer",
  "lenderViewer",
  /** Another partner organisation's admin, naming the first organisation's users and organisation. */
  "otherOrganisationAdmin",
] as const;
type CallerKind = (typeof CALLER_KINDS)[number];

type Outcome = "allowed" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND";
/** A cell that cannot be called, and why. */
interface NotApplicable {
  na: string;
}
type Expected = Outcome | NotApplicable;

interface Cast {
  world: AuthWorld;
  orgA: string;
  lenderAdminId: string;
  /** Each caller kind's browser, for rows whose input needs the caller's own state first. */
  browsers: Map<CallerKind, Browser>;
  state: {
    annPassword: string;
    serial: number;
    /** Ann's application walked to a priced offer (once, by the first row that needs it). */
    annPriced?: Promise<void>;
    /** Bea, a second applicant with an offer of her own, for applicant-on-others'-data cells. */
    bea?: Promise<{ bea: Person; browser: Browser }>;
    /** Bea with her offer accepted: her application is open. */
    beaApplying?: Promise<Browser>;
  };
}

interface Row {
  /** Valid input for one call by `caller`, made fresh for it (a new e-mail, a code just mailed, a new target user). */
  input: (cast: Cast, caller: CallerKind) => unknown;
  expected: Record<CallerKind, Expected>;
  /** Ends the caller's own session when allowed: its cells run after every other row's. */
  endsCallerSession?: true;
  /** A caller of this kind in the state the call needs, when the kind's usual browser is not (Ann is declined by then). */
  browser?: (cast: Cast, caller: CallerKind) => Promise<Browser | undefined>;
}

const A = "allowed";
const UNAUTHORIZED = "UNAUTHORIZED";
const FORBIDDEN = "FORBIDDEN";
const NOT_FOUND = "NOT_FOUND";

/** The lender's roles besides its administrator, each answered `outcome` unless a row says otherwise. */
const lenderStaff = <O extends Outcome>(outcome: O) => ({
  pricingAdmin: outcome,
  underwriter: outcome,
  processor: outcome,
  lenderLoanOfficer: outcome,
  lenderViewer: outcome,
});
const NO_APPLICANT_OBJECT: NotApplicable = {
  na: "takes no id of an applicant's object: there is no other applicant's data to name",
};

/** Public: anyone may call it; a session changes nothing about who may. */
const anyone = {
  anonymous: A,
  applicant: A,
  applicantOnOthersData: NO_APPLICANT_OBJECT,
  portalAdmin: A,
  loanOfficer: A,
  viewer: A,
  lenderAdmin: A,
  ...lenderStaff(A),
  otherOrganisationAdmin: A,
} as const satisfies Record<CallerKind, Expected>;

/** Needs an applicant session; staff sessions are of the other realm and count for nothing here. */
const applicantOnly = {
  anonymous: UNAUTHORIZED,
  applicant: A,
  applicantOnOthersData: NO_APPLICANT_OBJECT,
  portalAdmin: UNAUTHORIZED,
  loanOfficer: UNAUTHORIZED,
  viewer: UNAUTHORIZED,
  lenderAdmin: UNAUTHORIZED,
  ...lenderStaff(UNAUTHORIZED),
  otherOrganisationAdmin: UNAUTHORIZED,
} as const satisfies Record<CallerKind, Expected>;

/** portal.* user management: admins of the organisation and lenderAdmins; other roles forbidden. */
const manageUsers = (otherOrganisation: Outcome) =>
  ({
    anonymous: UNAUTHORIZED,
    applicant: UNAUTHORIZED,
    applicantOnOthersData: NO_APPLICANT_OBJECT,
    portalAdmin: A,
    loanOfficer: FORBIDDEN,
    viewer: FORBIDDEN,
    lenderAdmin: A,
    ...lenderStaff(FORBIDDEN),
    otherOrganisationAdmin: otherOrganisation,
  }) as const satisfies Record<CallerKind, Expected>;

const fresh = (cast: Cast, what: string) => `${what}.${++cast.state.serial}@mail.test`;

/** A new user of organisation A to act on. */
async function targetInA(
  cast: Cast,
  role: "loanOfficer" | "viewer",
  options: Parameters<AuthWorld["staff"]>[2] = {},
) {
  return (await cast.world.staff(cast.orgA, role, options)).id;
}

/** A second-factor ticket for a new, not yet enrolled user of organisation A (the password step, done already). */
async function enrolmentTicket(cast: Cast) {
  const staff = await cast.world.staff(cast.orgA, "loanOfficer", { enrolled: false });
  const portal = { ...cast.world.api.runtime.portal, address: "192.0.2.1" };
  return { portal, ...(await verifyStaffPassword(portal, { email: staff.email, password: STAFF_PASSWORD })) };
}

/** Ann, the signed-in applicant of the matrix, as the prequalification's credit step knows her. */
const ANN: Person = person("Lee", { firstName: "Ann", email: "ann@mail.test" });

const browserOf = (cast: Cast, caller: CallerKind) => {
  const b = cast.browsers.get(caller);
  if (!b) throw new Error(`No browser for ${caller}`);
  return b;
};

/**
 * Ann's application through the new flow's real procedures to a priced offer (the default persona,
 * a home in Delaware): what prequal.offer, chooseDraw, acceptOffer and quote.current need to answer.
 */
function annPriced(cast: Cast): Promise<void> {
  cast.state.annPriced ??= (async () => {
    const ann = browserOf(cast, "applicant");
    for (const { step, answers } of NEW_FLOW_START) await saveStep(ann, "new", step, answers);
    await ann.trpc.prequal.submitCredit.mutate(creditAnswers(ANN));
    await ann.trpc.prequal.pullCredit.mutate({ flow: "new" });
    const { reportMortgages } = await ann.trpc.prequal.journey.query({ flow: "new" });
    await saveStep(ann, "new", "mortgage-select", {
      mortgageIds: reportMortgages.slice(0, 1).map((m) => m.id),
    });
    await saveStep(ann, "new", "debts", { payoffLiabilityIds: [] });
    const offer = await ann.trpc.prequal.offer.query({ flow: "new" });
    if (offer.declined) throw new Error(`Ann was declined: ${offer.next}`);
  })();
  return cast.state.annPriced;
}

/** Bea: signed up through the credit step in her own browser and walked to an offer. */
function bea(cast: Cast): Promise<{ bea: Person; browser: Browser }> {
  cast.state.bea ??= (async () => {
    const browser = cast.world.browser();
    const p = person("Lee", { firstName: "Bea", email: fresh(cast, "bea") });
    const offer = await newFlowToOffer(cast.world, browser, p);
    if (offer.declined) throw new Error(`Bea was declined: ${offer.next}`);
    return { bea: p, browser };
  })();
  return cast.state.bea;
}

/** Bea once she has accepted her offer: an applicant whose application is open (issue 9). */
function beaApplying(cast: Cast): Promise<Browser> {
  cast.state.beaApplying ??= (async () => {
    const { browser } = await bea(cast);
    await browser.trpc.prequal.acceptOffer.mutate({ flow: "new" });
    return browser;
  })();
  return cast.state.beaApplying;
}

/** Bea with the screens before `step` saved, so saving `step` is her next move. */
async function beaAt(cast: Cast, step: ApplicationStepKey): Promise<void> {
  await beaApplying(cast);
  const { bea: who } = await bea(cast);
  await saveScreensBefore(await applicationContextOf(cast.world.api.prequal, who.email), step);
}

/** What Bea's debt-consolidation screen sends: every debt kept, a mortgage with its taxes and insurance. */
async function beaDebtDecisions(cast: Cast) {
  const browser = await beaApplying(cast);
  const view = await browser.trpc.application.debtConsolidation.get.query();
  const escrow = {
    taxIncludedInMonthlyPayment: "yes",
    insuranceIncludedInMonthlyPayment: "yes",
    monthlyTaxPayment: "$300",
    monthlyInsurancePayment: "$90",
  };
  return {
    version: view.version,
    answers: {
      decisions: view.debts.map((d) => ({
        id: d.id,
        action: "confirm",
        ...(d.isMortgage ? { escrow } : {}),
      })),
      added: [],
    },
  };
}

/**
 * application.*: a signed-in applicant on their own application, found from their session (no call
 * names one). The applicant's cell is Bea, whose offer is accepted; Ann's is declined by the prequal
 * rows before these run.
 */
const applicationCaller = {
  browser: async (cast: Cast, caller: CallerKind) => (caller === "applicant" ? beaApplying(cast) : undefined),
  expected: {
    ...applicantOnly,
    applicantOnOthersData: { na: "names no application: the caller's own is found from their session" },
  },
} as const satisfies Pick<Row, "browser" | "expected">;

const beaApplicationId = async (cast: Cast) =>
  (await applicationContextOf(cast.world.api.prequal, (await bea(cast)).bea.email)).application.id;

/** A file on Bea's application, for removal by her or, by id, by someone else. */
async function fileOfBea(cast: Cast, documentType: string) {
  return fileDocument(cast.world.api.prequal.db, await beaApplicationId(cast), { documentType });
}

/** A condition of Bea's standing at `status`, as a change names it (its first version). */
async function conditionOfBea(cast: Cast, status: "open" | "received" | "cleared") {
  const applicationId = await beaInA(cast);
  const { conditionId } = await addCondition(
    { ...cast.world.api.prequal, jobs: { send: async () => {} } },
    { applicationId, code: 102, by: "staff:matrix" },
  );
  await cast.world.api.prequal.db.update(conditions).set({ status }).where(eq(conditions.id, conditionId));
  return { applicationId, conditionId, version: 1 };
}

let deeApplying: Promise<Browser> | undefined;
/** Dee, a third applicant with an open application of her own, naming Bea's files and conditions. */
function dee(cast: Cast): Promise<Browser> {
  deeApplying ??= applicantApplying(cast.world, {
    borrower: person("Lee", { firstName: "Dee", email: fresh(cast, "dee") }),
  }).then((a) => a.browser);
  return deeApplying;
}

/** A call naming an object of the caller's own application by id: anyone else's is not found. */
const ownObjectCaller = {
  browser: async (cast: Cast, caller: CallerKind) =>
    caller === "applicant" ? beaApplying(cast) : caller === "applicantOnOthersData" ? dee(cast) : undefined,
  expected: { ...applicantOnly, applicantOnOthersData: NOT_FOUND },
} as const satisfies Pick<Row, "browser" | "expected">;

/**
 * application.* saves of steps 4 and 5, business information and other income: the applicant cell
 * is a new applicant whose application is open at that screen (an earlier screen's save is refused
 * as out of order, which the application tests cover).
 */
const applicationSaveAt = (place: IncomePlace) =>
  ({
    browser: async (cast: Cast, caller: CallerKind) =>
      caller === "applicant"
        ? (
            await applicantAtIncomePlace(
              cast.world,
              place,
              person("Lee", { firstName: "Cy", email: fresh(cast, place.toLowerCase()) }),
            )
          ).browser
        : undefined,
    expected: applicationCaller.expected,
  }) as const satisfies Pick<Row, "browser" | "expected">;

const DEMOGRAPHICS = {
  ethnicity: { notHispanicOrLatino: true },
  race: { wontInform: true },
  sex: { female: true },
};

/** A step's save as the applicant's screen sends it: the version it loaded (Bea's, made ready). */
const stepSave =
  (step: "demographics" | "declarations", answers: Record<string, unknown>) =>
  async (cast: Cast, caller: CallerKind) => {
    if (caller !== "applicant") return { who: "borrower", version: 0, answers };
    await beaAt(cast, step);
    const application = (await beaApplying(cast)).trpc.application;
    const { version } = await (step === "demographics"
      ? application.demographics
      : application.declarations
    ).get.query({
      who: "borrower",
    });
    return { who: "borrower", version, answers };
  };

/** A partner's referral link made just now by organisation A's admin; its token. */
/** A partner's link for `email` (a fresh address unless named: a signed-in applicant may use only their own). */
async function referralToken(cast: Cast, email = fresh(cast, "referred")) {
  const { url } = await browserOf(cast, "portalAdmin").trpc.referrals.create.mutate({
    firstName: "Rita",
    lastName: "Moss",
    email,
  });
  const token = new URL(url).searchParams.get("ref");
  if (!token) throw new Error(`No token in ${url}`);
  return token;
}

/**
 * prequal.*: public — the caller is the applicant's session or the browser's anonymous draft. A
 * staff session is of the other realm: in prequalification its holder is an anonymous visitor.
 */
const publicPrequal = {
  anonymous: A,
  applicant: A,
  applicantOnOthersData: {
    na: "names no application: the caller's own is found from their session or their draft cookie",
  },
  portalAdmin: A,
  loanOfficer: A,
  viewer: A,
  lenderAdmin: A,
  ...lenderStaff(A),
  otherOrganisationAdmin: A,
} as const satisfies Record<CallerKind, Expected>;

/** prequal.* steps after the credit step: the applicant's session, never a draft or a staff session. */
const applicantPrequal = {
  ...applicantOnly,
  applicantOnOthersData: publicPrequal.applicantOnOthersData,
} as const satisfies Record<CallerKind, Expected>;

/**
 * referrals.*: partner staff of the given roles (and the lender's administrator and loan officers,
 * decision 088), each on their own organisation; the lender's back office makes no referrals.
 */
const portalStaff = (viewer: Outcome) =>
  ({
    anonymous: UNAUTHORIZED,
    applicant: UNAUTHORIZED,
    applicantOnOthersData: NO_APPLICANT_OBJECT,
    portalAdmin: A,
    loanOfficer: A,
    viewer,
    lenderAdmin: A,
    ...lenderStaff(FORBIDDEN),
    lenderLoanOfficer: A,
    lenderViewer: viewer,
    // Its own organisation's links: it names nothing of organisation A.
    otherOrganisationAdmin: A,
  }) as const satisfies Record<CallerKind, Expected>;

/**
 * esign.* and disclosures.* (issue 11): each applicant cell is a new applicant of its own, past the
 * summary at status disclosures, in the state the call needs (consented, signed), made once.
 */
const closingApplicants = new Map<string, Promise<Browser>>();
function closingApplicant(
  cast: Cast,
  state: "atDisclosures" | "consented" | "signed" | "toWithdraw",
): Promise<Browser> {
  let made = closingApplicants.get(state);
  if (!made) {
    made = (async () => {
      const { world } = cast;
      if (state === "atDisclosures") return (await applicantAtDisclosures(world)).browser;
      const { browser } = await consentedApplicant(world);
      if (state === "signed")
        await browser.trpc.disclosures.sign.mutate({ signature: "Ann Lee", agree: true });
      return browser;
    })();
    closingApplicants.set(state, made);
  }
  return made;
}
const closingCaller = (state: Parameters<typeof closingApplicant>[1]) =>
  ({
    browser: async (cast: Cast, caller: CallerKind) =>
      caller === "applicant" ? closingApplicant(cast, state) : undefined,
    expected: applicationCaller.expected,
  }) as const satisfies Pick<Row, "browser" | "expected">;

/**
 * coborrower.* and coborrowerSigning.* (decisions 044, 068): a borrower of their own with a
 * coborrower, past the summary (the coborrower invited then); the coborrowerSigning applicant cell is
 * that coborrower, on the account they made in their own name, with the invitation's token
 * (accepted but for `pending` and `toAccept`), in the state the call needs.
 */
const coborrowerPairs = new Map<
  string,
  Promise<{ borrower: Browser; coborrower: Browser; applicationId: string; accountId: string; token: string }>
>();
function coborrowerPair(
  cast: Cast,
  state: "pending" | "toAccept" | "invited" | "consented" | "signed" | "toWithdraw",
) {
  let made = coborrowerPairs.get(state);
  if (!made) {
    made = (async () => {
      const { world } = cast;
      const cy = person("Lee", { firstName: "Cy", email: fresh(cast, `cy.${state.toLowerCase()}`) });
      const applicant = await applicantAt(world, "summary", {
        borrower: person("Lee", { firstName: "Gil", email: fresh(cast, `gil.${state.toLowerCase()}`) }),
        coborrower: cy,
      });
      await applicant.browser.trpc.application.summary.complete.mutate();
      const applicationId = applicant.ctx.application.id;
      const coborrower = await ownAccount(world, cy);
      const token = await invitationToken(world, applicationId);
      if (state !== "pending" && state !== "toAccept")
        await coborrower.trpc.coborrowerSigning.accept.mutate({ token });
      if (state !== "invited" && state !== "pending" && state !== "toAccept") {
        const code = await consentCodeFromPdf(world, coborrower, "coborrower");
        await coborrower.trpc.coborrowerSigning.consent.mutate({ code });
      }
      if (state === "signed")
        await coborrower.trpc.coborrowerSigning.sign.mutate({ signature: `Cy ${cy.lastName}`, agree: true });
      const [account] = await world.api.prequal.db
        .select()
        .from(applicants)
        .where(eq(applicants.email, cy.email));
      return {
        borrower: applicant.browser,
        coborrower,
        applicationId,
        accountId: account?.id as string,
        token,
      };
    })();
    coborrowerPairs.set(state, made);
  }
  return made;
}
/** The borrower's side: a signed-in applicant on their own application with a coborrower. */
const coborrowerInviter = {
  browser: async (cast: Cast, caller: CallerKind) =>
    caller === "applicant" ? (await coborrowerPair(cast, "invited")).borrower : undefined,
  expected: applicationCaller.expected,
} as const satisfies Pick<Row, "browser" | "expected">;
/** The coborrower's side: their own account; the borrower's session is refused (tests/integration/closing/coborrower.test.ts). */
const coborrowerSigner = (state: Parameters<typeof coborrowerPair>[1]) =>
  ({
    browser: async (cast: Cast, caller: CallerKind) =>
      caller === "applicant" ? (await coborrowerPair(cast, state)).coborrower : undefined,
    expected: {
      ...applicantOnly,
      applicantOnOthersData: {
        na: "names no application: the coborrower's is found from their account's link; the borrower's session and a stranger's are refused in tests/integration/closing/coborrower.test.ts",
      },
    },
  }) as const satisfies Pick<Row, "browser" | "expected">;

/** Bea's application as a referral link of organisation A leaves it (decision 026): A's applicant. */
async function beaInA(cast: Cast) {
  const applicationId = await beaApplicationId(cast);
  await cast.world.api.prequal.db
    .update(applications)
    .set({ organisationId: cast.orgA })
    .where(eq(applications.id, applicationId));
  return applicationId;
}

/**
 * portal.applicantDocuments.* (decision 040): organisation A's applicant. Another organisation's
 * admin is NOT_FOUND (nobody learns who applies elsewhere); a viewer reads but changes nothing.
 */
const pipelineCaller = (viewer: Outcome, otherOrganisation: Outcome) =>
  ({
    anonymous: UNAUTHORIZED,
    applicant: UNAUTHORIZED,
    applicantOnOthersData: NO_APPLICANT_OBJECT,
    portalAdmin: A,
    loanOfficer: A,
    viewer,
    lenderAdmin: A,
    // Decision 088: the lender's staff who work files; a pricing administrator reads none.
    pricingAdmin: FORBIDDEN,
    underwriter: A,
    processor: A,
    lenderLoanOfficer: A,
    lenderViewer: viewer,
    otherOrganisationAdmin: otherOrganisation,
  }) as const satisfies Record<CallerKind, Expected>;

/**
 * Bea's application in A as the automated decision referred it (decision 091), once: the decision
 * the caller reads and supersedes, and where the loan stands.
 */
async function referredInA(cast: Cast) {
  const applicationId = await beaInA(cast);
  const { db } = cast.world.api.prequal;
  const [sheet] = await db.select({ version: rateSheets.version }).from(rateSheets).limit(1);
  if (!sheet) throw new Error("No rate sheet is published");
  await db
    .insert(decisions)
    .values({
      applicationId,
      outcome: "referred",
      reasons: [],
      derivation: { rateSheetVersion: sheet.version, figures: [], rules: [] },
      rateSheetVersion: sheet.version,
      decidedBy: "system",
      decidedAt: new Date(),
    })
    .onConflictDoNothing();
  const current = await currentDecision(db, applicationId);
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!current || !row) throw new Error("Bea's application has no decision");
  return { applicationId, decisionId: current.id, milestone: row.loanMilestone ?? "submitted" };
}

/** reviewConditions (decisions 088, 094): the partner's admin and loan officers, the lender's underwriters and processors. */
const reviewsConditions = { ...pipelineCaller(FORBIDDEN, NOT_FOUND), lenderLoanOfficer: FORBIDDEN } as const;

/** A call only the lender's administrator and the given lender roles may make, over every organisation. */
const lenderAdminAnd = (...roles: (keyof ReturnType<typeof lenderStaff>)[]) =>
  ({
    anonymous: UNAUTHORIZED,
    applicant: UNAUTHORIZED,
    applicantOnOthersData: NO_APPLICANT_OBJECT,
    portalAdmin: FORBIDDEN,
    loanOfficer: FORBIDDEN,
    viewer: FORBIDDEN,
    lenderAdmin: A,
    ...lenderStaff(FORBIDDEN),
    ...Object.fromEntries(roles.map((role) => [role, A])),
    otherOrganisationAdmin: FORBIDDEN,
  }) as const satisfies Record<CallerKind, Expected>;

/** The lending system (decision 083): the lender's administrators and processors. */
const LOAN_DELIVERY = lenderAdminAnd("processor");

/** An applicant of their own at identity verification, for the one call that checks their ID. */
let verifying: Promise<{ browser: Browser; applicationId: string }> | undefined;
function verifyingApplicant(cast: Cast) {
  verifying ??= applicantAtIdentityVerification(cast.world).then((a) => ({
    browser: a.browser,
    applicationId: a.ctx.application.id,
  }));
  return verifying;
}
/**
 * disbursement.* (decision 042): the applicant's cell is Fay, an applicant of her own whose income
 * documents are done (her application put at status loanDisbursement, as documents.complete does).
 */
let fayAtDisbursement: Promise<Browser> | undefined;
function fay(cast: Cast): Promise<Browser> {
  fayAtDisbursement ??= (async () => {
    const email = fresh(cast, "fay");
    const { browser } = await applicantApplying(cast.world, {
      borrower: person("Lee", { firstName: "Fay", email }),
    });
    const { application } = await applicationContextOf(cast.world.api.prequal, email);
    await cast.world.api.prequal.db
      .update(applications)
      .set({ applicationStatus: "loanDisbursement", statusOrder: 25 })
      .where(eq(applications.id, application.id));
    return browser;
  })();
  return fayAtDisbursement;
}
const disbursementCaller = {
  browser: async (cast: Cast, caller: CallerKind) => (caller === "applicant" ? fay(cast) : undefined),
  expected: applicationCaller.expected,
} as const satisfies Pick<Row, "browser" | "expected">;
/** Bea at loan disbursement with her instruction saved through the step's own service (decision 043). */
async function beaAtSubmission(cast: Cast) {
  const { db } = cast.world.api.prequal;
  const id = await beaApplicationId(cast);
  await db
    .update(applications)
    .set({ applicationStatus: "loanDisbursement", statusOrder: statusOrder("loanDisbursement") })
    .where(eq(applications.id, id));
  const ctx = await applicationContextOf(cast.world.api.prequal, (await bea(cast)).bea.email);
  await submitDisbursement(
    ctx,
    disbursementInput.parse({
      firstDraw: "$20,000",
      routingNumber: "021000021",
      accountNumber: "000123456789",
      accountNumberAgain: "000123456789",
      accountType: "checking",
      accountHolder: "Bea Lee",
      idempotencyKey: randomUUID(),
    }),
  );
}
const MATRIX: Record<ProcedurePath, Row> = {
  "application.journey": { input: () => undefined, ...applicationCaller },
  "esign.consent": {
    async input(cast, caller) {
      if (caller !== "applicant") return { code: "ABCDEF" };
      return { code: await consentCodeFromPdf(cast.world, await closingApplicant(cast, "atDisclosures")) };
    },
    ...closingCaller("atDisclosures"),
  },
  "esign.withdrawConsent": { input: () => undefined, ...closingCaller("toWithdraw") },
  "disclosures.status": { input: () => undefined, ...closingCaller("consented") },
  "disclosures.sign": { input: () => ({ signature: "Ann Lee", agree: true }), ...closingCaller("consented") },
  "disclosures.verify": {
    async input(cast, caller) {
      if (caller !== "applicant") return { document: "helocBrochure", sha256: "a".repeat(64) };
      const browser = await closingApplicant(cast, "signed");
      const response = await signStepFile(cast.world, "heloc-brochure-summary-signed.pdf", browser);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { createHash } = await import("node:crypto");
      return { document: "helocBrochure", sha256: createHash("sha256").update(bytes).digest("hex") };
    },
    ...closingCaller("signed"),
  },

  "coborrower.invitation": { input: () => undefined, ...coborrowerInviter },
  // The address on file again: answered the invitation, nothing new sent.
  "coborrower.invite": { input: () => ({}), ...coborrowerInviter },
  // The invitation's token names the application: another account's is refused in words
  // (tests/integration/uploads/coborrower-hijack.test.ts).
  "coborrowerSigning.invitation": {
    input: async (cast, caller) => ({
      token: caller === "applicant" ? (await coborrowerPair(cast, "pending")).token : "t".repeat(43),
    }),
    ...coborrowerSigner("pending"),
  },
  "coborrowerSigning.accept": {
    input: async (cast, caller) => ({
      token: caller === "applicant" ? (await coborrowerPair(cast, "toAccept")).token : "t".repeat(43),
    }),
    ...coborrowerSigner("toAccept"),
  },
  "coborrowerSigning.overview": { input: () => undefined, ...coborrowerSigner("invited") },
  "coborrowerSigning.consent": {
    async input(cast, caller) {
      if (caller !== "applicant") return { code: "ABCDEF" };
      const { coborrower } = await coborrowerPair(cast, "invited");
      return { code: await consentCodeFromPdf(cast.world, coborrower, "coborrower") };
    },
    ...coborrowerSigner("invited"),
  },
  "coborrowerSigning.withdrawConsent": { input: () => undefined, ...coborrowerSigner("toWithdraw") },
  "coborrowerSigning.disclosures": { input: () => undefined, ...coborrowerSigner("consented") },
  "coborrowerSigning.sign": {
    input: () => ({ signature: "Cy Lee", agree: true }),
    ...coborrowerSigner("consented"),
  },
  "coborrowerSigning.verifyCopy": {
    async input(cast, caller) {
      if (caller !== "applicant") return { document: "helocBrochure", sha256: "a".repeat(64) };
      const { coborrower } = await coborrowerPair(cast, "signed");
      const response = await signStepFile(
        cast.world,
        "heloc-brochure-summary-signed.pdf",
        coborrower,
        "coborrower",
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { createHash } = await import("node:crypto");
      return { document: "helocBrochure", sha256: createHash("sha256").update(bytes).digest("hex") };
    },
    ...coborrowerSigner("signed"),
  },
  "coborrowerSigning.identity": { input: () => undefined, ...coborrowerSigner("signed") },
  "coborrowerSigning.verifyIdentity": {
    async input(cast, caller) {
      if (caller !== "applicant") return { documentType: "passport", frontDocumentId: randomUUID() };
      const { applicationId, accountId } = await coborrowerPair(cast, "signed");
      return {
        documentType: "passport",
        frontDocumentId: await uploadIdPhoto(cast.world, applicationId, {
          documentType: "passport",
          side: "front",
          borrower: "coborrower",
          uploadedBy: `applicant:${accountId}`,
        }),
      };
    },
    ...coborrowerSigner("signed"),
  },

  "disbursement.get": { input: () => undefined, ...disbursementCaller },
  "disbursement.submit": {
    input: () => ({
      firstDraw: "$20,000",
      routingNumber: "021000021",
      accountNumber: "000123456789",
      accountNumberAgain: "000123456789",
      accountType: "checking",
      accountHolder: "Fay Lee",
      idempotencyKey: randomUUID(),
    }),
    ...disbursementCaller,
  },

  "application.employment.get": { input: () => ({ who: "borrower" }), ...applicationCaller },
  "application.employment.save": {
    input: () => ({ who: "borrower", version: 0, answers: jobsAnswers([[monthsAgo(30)]]) }),
    ...applicationSaveAt("employment"),
  },
  "application.incomeVerification.get": { input: () => undefined, ...applicationCaller },
  "application.incomeVerification.connect": {
    input: () => ({ who: "borrower", answers: { employerName: "Blue Fern Clinics" } }),
    ...applicationSaveAt("incomeVerification"),
  },
  "application.incomeVerification.save": {
    input: () => ({ version: 0, answers: { method: "manual" } }),
    ...applicationSaveAt("incomeVerification"),
  },
  "application.businessInformation.get": { input: () => ({ who: "borrower" }), ...applicationCaller },
  "application.businessInformation.save": {
    input: () => ({
      who: "borrower",
      version: 0,
      answers: BUSINESS_INFORMATION,
    }),
    ...applicationSaveAt("businessInformation"),
  },
  "application.otherIncome.get": { input: () => ({ who: "borrower" }), ...applicationCaller },
  "application.otherIncome.save": {
    input: () => ({
      who: "borrower",
      version: 0,
      answers: PENSION_INCOME,
    }),
    ...applicationSaveAt("otherIncome"),
  },
  "application.personalInfo.get": { input: () => ({ who: "borrower" }), ...applicationCaller },
  "application.personalInfo.save": {
    // The applicant's cell saves at the version Bea's screen would load, whichever row ran first.
    input: async (cast, caller) => {
      const version =
        caller === "applicant"
          ? (await (await beaApplying(cast)).trpc.application.personalInfo.get.query({ who: "borrower" }))
              .version
          : 0;
      return { who: "borrower", version, answers: personalInfoAnswers() };
    },
    ...applicationCaller,
  },
  "application.subjectProperty.get": { input: () => undefined, ...applicationCaller },
  "application.subjectProperty.save": {
    // Step 2 opens once step 1 is saved: Bea saves it first when no row has yet.
    input: async (cast, caller) => {
      if (caller !== "applicant") return { version: 0, answers: subjectPropertyAnswers() };
      const browser = await beaApplying(cast);
      const journey = await browser.trpc.application.journey.query();
      if (!journey.places[0]?.saved) await completePersonalInfo(browser);
      const { version } = await browser.trpc.application.subjectProperty.get.query();
      return { version, answers: subjectPropertyAnswers() };
    },
    ...applicationCaller,
  },
  "application.realEstate.get": { input: () => ({ who: "application" }), ...applicationCaller },
  "application.realEstate.save": {
    async input(cast, caller) {
      if (caller !== "applicant") return { version: 0, answers: { properties: [] } };
      await beaAt(cast, "realEstate");
      const view = await (await beaApplying(cast)).trpc.application.realEstate.get.query();
      return { version: view.version, answers: { properties: [] } };
    },
    ...applicationCaller,
  },
  "application.debtConsolidation.get": { input: () => ({ who: "application" }), ...applicationCaller },
  "application.debtConsolidation.save": {
    async input(cast, caller) {
      if (caller !== "applicant") return { version: 0, answers: { decisions: [], added: [] } };
      await beaAt(cast, "debtConsolidation");
      return beaDebtDecisions(cast);
    },
    ...applicationCaller,
  },
  // Demographics, declarations and the summary (decision 030): Bea's own, found from her session.
  "application.demographics.get": { input: () => ({ who: "borrower" }), ...applicationCaller },
  "application.demographics.save": { input: stepSave("demographics", DEMOGRAPHICS), ...applicationCaller },
  "application.declarations.get": { input: () => ({ who: "borrower" }), ...applicationCaller },
  "application.declarations.save": {
    input: stepSave("declarations", declarationsForm),
    ...applicationCaller,
  },
  "application.summary.get": { input: () => undefined, ...applicationCaller },
  "application.summary.complete": {
    async input(cast, caller) {
      if (caller === "applicant") await beaAt(cast, "summary");
      return undefined;
    },
    ...applicationCaller,
  },
  // documents.*, conditions.*, bankStatements.* (decision 035): the caller's own application, after
  // Bea's summary is submitted above. Ids of another application's file or condition are not found.
  "documents.checklist": { input: () => undefined, ...applicationCaller },
  "documents.remove": {
    input: async (cast) => ({ documentId: await fileOfBea(cast, "paystub") }),
    ...ownObjectCaller,
  },
  "documents.complete": {
    async input(cast, caller) {
      if (caller === "applicant") {
        // Bea's summary submitted and her disclosures signed (their own rows sign for real).
        await beaAt(cast, "summary");
        const browser = await beaApplying(cast);
        await browser.trpc.application.summary.complete.mutate();
        const applicationId = await beaApplicationId(cast);
        await cast.world.api.prequal.db
          .update(applications)
          .set({ applicationStatus: "incomeDocs", statusOrder: 24 })
          .where(eq(applications.id, applicationId));
        await fileEverythingMissing(browser, cast.world.api.prequal.db, applicationId);
      }
      return undefined;
    },
    ...applicationCaller,
  },
  "conditions.answer": {
    input: async (cast) => {
      const { conditionId } = await addCondition(
        { ...cast.world.api.prequal, jobs: { send: async () => {} } },
        { applicationId: await beaApplicationId(cast), code: 102, by: "staff:matrix" },
      );
      return { conditionId, kind: "long_text", answer: { text: "The inquiries were for one car loan." } };
    },
    ...ownObjectCaller,
  },
  "bankStatements.connect": { input: () => ({ institution: "First Harbor Bank" }), ...applicationCaller },

  // Its own organisation's pipeline: it names nothing of organisation A.
  "portal.pipeline.list": { input: () => ({ page: 1 }), expected: pipelineCaller(A, A) },
  "portal.pipeline.export": { input: () => ({}), expected: pipelineCaller(A, A) },
  "portal.applicantDocuments.get": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  "portal.applicantDocuments.waive": {
    input: async (cast) => ({ applicationId: await beaInA(cast), documentType: "paystub", borrower: "main" }),
    expected: pipelineCaller(FORBIDDEN, NOT_FOUND),
  },
  "portal.applicantDocuments.request": {
    input: async (cast) => ({
      applicationId: await beaInA(cast),
      documentType: "bank_statements",
      borrower: "main",
      reason: "We need one more month of statements.",
    }),
    expected: pipelineCaller(FORBIDDEN, NOT_FOUND),
  },
  "portal.applicantDocuments.markReviewed": {
    input: async (cast) => ({ applicationId: await beaInA(cast), documentId: await fileOfBea(cast, "w2") }),
    expected: pipelineCaller(FORBIDDEN, NOT_FOUND),
  },
  "portal.applicantDocuments.addCondition": {
    input: async (cast) => ({ applicationId: await beaInA(cast), code: 102 }),
    expected: pipelineCaller(FORBIDDEN, NOT_FOUND),
  },
  // Reviewing a condition (decision 094) is the underwriter's and processor's at the lender; its
  // loan officers write conditions but do not clear their own files' (decision 088).
  "portal.applicantDocuments.waiveCondition": {
    input: async (cast) => ({ ...(await conditionOfBea(cast, "open")), reason: "Met by the appraisal." }),
    expected: reviewsConditions,
  },
  "portal.applicantDocuments.editCondition": {
    input: async (cast) => ({
      ...(await conditionOfBea(cast, "open")),
      text: "Explain the inquiry of March.",
      category: "priorToFunding",
      owner: "borrower",
      dueOn: "2026-12-15",
    }),
    expected: pipelineCaller(FORBIDDEN, NOT_FOUND),
  },
  "portal.applicantDocuments.clearCondition": {
    input: async (cast) => conditionOfBea(cast, "received"),
    expected: reviewsConditions,
  },
  "portal.applicantDocuments.sendBackConditionFile": {
    input: async (cast) => ({ ...(await conditionOfBea(cast, "received")), reason: "unreadable", note: "" }),
    expected: reviewsConditions,
  },
  "portal.applicantDocuments.reopenCondition": {
    input: async (cast) => ({ ...(await conditionOfBea(cast, "cleared")), reason: "expired", note: "" }),
    expected: reviewsConditions,
  },
  // portal.loanDelivery.* (decision 083): reading follows the pipeline; sending again and the MISMO
  // file (full SSNs) are the lender's staff's alone.
  "portal.loanDelivery.get": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  // portal.lendingSystems.* (decision 105): which system a partner's applications go to is the lender's.
  "portal.lendingSystems.list": { input: () => undefined, expected: lenderAdminAnd() },
  "portal.lendingSystems.choose": {
    input: (cast) => ({ organisationId: cast.orgA, lendingSystem: null }),
    expected: lenderAdminAnd(),
  },
  // The per-field report (decision 104) names fields, never values: it reads as the pipeline.
  "portal.loanDelivery.report": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  "portal.loanDelivery.sendAgain": {
    input: async (cast) => {
      const applicationId = await beaInA(cast);
      await cast.world.api.prequal.db
        .insert(loanDeliveries)
        .values({ applicationId, system: "encompass" })
        .onConflictDoNothing();
      return { applicationId };
    },
    expected: LOAN_DELIVERY,
  },
  "portal.loanDelivery.download": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: LOAN_DELIVERY,
  },
  // portal.loanFile.* (decisions 084, 085): the whole file reads as the documents do; a full
  // number is a loan officer's or the lender's, never an organisation's admin's or a viewer's.
  "portal.loanFile.get": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  "portal.loanFile.revealNumber": {
    input: async (cast) => ({
      applicationId: await beaInA(cast),
      number: "ssn:borrower",
      reason: "Ordering the tax transcript from the IRS.",
    }),
    expected: { ...pipelineCaller(FORBIDDEN, FORBIDDEN), portalAdmin: FORBIDDEN },
  },
  // messages.* and portal.messages.* (decision 098): the applicant's own thread, found from their
  // session; staff read it with the loan file and write with messageBorrowers (not a viewer).
  "messages.thread": { input: () => undefined, ...applicationCaller },
  "messages.send": { input: () => ({ body: "When will I hear back?" }), ...applicationCaller },
  "messages.markRead": { input: () => undefined, ...applicationCaller },
  "portal.messages.thread": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  "portal.messages.send": {
    input: async (cast) => ({ applicationId: await beaInA(cast), body: "Thanks, we have what we need." }),
    // The underwriter decides the file; those who work it with the borrower write (decision 098).
    expected: { ...pipelineCaller(FORBIDDEN, NOT_FOUND), underwriter: FORBIDDEN },
  },
  "portal.messages.addNote": {
    input: async (cast) => ({ applicationId: await beaInA(cast), body: "Called the employer: confirmed." }),
    expected: { ...pipelineCaller(FORBIDDEN, NOT_FOUND), underwriter: FORBIDDEN },
  },
  "portal.messages.markRead": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  // portal.underwriting.* (decisions 091, 092): whoever reads the file reads its decisions; deciding
  // and moving milestones are the lender's, never a partner's. The queue names nobody's file.
  "portal.underwriting.get": {
    input: async (cast) => ({ applicationId: (await referredInA(cast)).applicationId }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  "portal.underwriting.queue": { input: () => undefined, expected: lenderAdminAnd("underwriter") },
  "portal.underwriting.decide": {
    input: async (cast) => {
      const { applicationId, decisionId } = await referredInA(cast);
      return {
        applicationId,
        supersedes: decisionId,
        outcome: "approved",
        comment: "Income and value verified (authorization matrix).",
        reasons: [],
      };
    },
    expected: lenderAdminAnd("underwriter"),
  },
  "portal.underwriting.moveMilestone": {
    input: async (cast) => {
      const { applicationId } = await referredInA(cast);
      // Each allowed caller moves the file one step: each starts from submission, not from where the last left it.
      await cast.world.api.prequal.db
        .update(applications)
        .set({ loanMilestone: "submitted" })
        .where(eq(applications.id, applicationId));
      return { applicationId, from: "submitted", to: "processing" };
    },
    expected: lenderAdminAnd("underwriter", "processor"),
  },
  // portal.assignment.* (decision 089): reading follows the loan file; an organisation's admin
  // assigns its own files, a lender administrator every file.
  "portal.assignment.get": {
    input: async (cast) => ({ applicationId: await beaInA(cast) }),
    expected: pipelineCaller(A, NOT_FOUND),
  },
  "portal.assignment.assign": {
    input: async (cast) => ({
      applicationId: await beaInA(cast),
      loanOfficerId: await targetInA(cast, "loanOfficer"),
      processorId: null,
    }),
    expected: { ...lenderAdminAnd(), portalAdmin: A, otherOrganisationAdmin: NOT_FOUND },
  },
  // identityVerification.* and insurance.* (decision 041): an applicant of their own whose
  // disclosures are signed (status identityVerification); verify names that applicant's ID photos.
  "identityVerification.status": { input: () => undefined, ...closingCaller("signed") },
  "identityVerification.verify": {
    async input(cast, caller) {
      if (caller !== "applicant") return { documentType: "passport", frontDocumentId: randomUUID() };
      const { applicationId } = await verifyingApplicant(cast);
      return {
        documentType: "passport",
        frontDocumentId: await uploadIdPhoto(cast.world, applicationId, {
          documentType: "passport",
          side: "front",
        }),
      };
    },
    browser: async (cast, caller) =>
      caller === "applicant" ? (await verifyingApplicant(cast)).browser : undefined,
    expected: {
      ...applicantOnly,
      applicantOnOthersData: {
        na: "another applicant's ID photo ids are tried in tests/integration/closing/identity.test.ts, between two applicants at this step",
      },
    },
  },
  "insurance.link": { input: () => ({ carrier: "Harbor Mutual" }), ...closingCaller("signed") },
  // submission.* (decision 043): the last of Bea's application rows, since a decision may end her
  // application; she is put at loanDisbursement with her bank account saved, as that step leaves her.
  "submission.status": { input: () => undefined, ...applicationCaller },
  "submission.submit": {
    async input(cast, caller) {
      if (caller === "applicant") await beaAtSubmission(cast);
      return undefined;
    },
    ...applicationCaller,
  },
  "system.status": { input: () => undefined, expected: anyone },
  "system.reportClientEvent": {
    input: () => ({ level: "error", code: "CLIENT_FETCH_ERROR", path: "/app/application" }),
    expected: anyone,
  },

  "identity.signUp": {
    input: (cast) => ({
      email: fresh(cast, "signup"),
      firstName: "Cal",
      lastName: "Reyes",
      phone: "3025550199",
      password: APPLICANT_PASSWORD,
    }),
    expected: anyone,
  },
  "identity.requestPasswordReset": {
    input: (cast) => ({ email: fresh(cast, "forgot") }),
    expected: anyone,
  },
  "identity.resetPassword": {
    // An applicant of its own with a reset code just mailed: whoever holds the code may use it.
    async input(cast) {
      const email = fresh(cast, "reset");
      const deps = cast.world.api.runtime.accounts;
      const caller = { address: "192.0.2.2" };
      await signUpApplicant(
        deps,
        { email, firstName: "Rae", lastName: "Cole", phone: "3025550198", password: undefined },
        caller,
      );
      await requestPasswordResetCode(deps, { email }, caller);
      return { email, token: cast.world.mailedCode(email), newPassword: "saffron window ladder nine" };
    },
    expected: anyone,
  },
  "identity.changePassword": {
    input(cast, caller) {
      const currentPassword = cast.state.annPassword;
      const newPassword = `${APPLICANT_PASSWORD} ${cast.state.serial++}`;
      if (caller === "applicant") cast.state.annPassword = newPassword;
      return { currentPassword, newPassword };
    },
    expected: applicantOnly,
  },
  "identity.me": { input: () => undefined, expected: applicantOnly },
  "identity.deleteSession": {
    // Public: without an applicant session it answers { ended: false } and ends nothing.
    input: () => undefined,
    expected: anyone,
    endsCallerSession: true,
  },

  "portalAuth.checkPassword": {
    input: async (cast) => ({
      email: (await cast.world.staff(cast.orgA, "viewer")).email,
      password: STAFF_PASSWORD,
    }),
    expected: anyone,
  },
  "portalAuth.startEnrolment": {
    input: async (cast) => ({ ticket: (await enrolmentTicket(cast)).ticket }),
    expected: anyone,
  },
  "portalAuth.confirmEnrolment": {
    async input(cast) {
      const { portal, ticket } = await enrolmentTicket(cast);
      const { otpauthUri } = await startTotpEnrolment(portal, { ticket });
      return { ticket, code: await totpNow(secretOf(otpauthUri)) };
    },
    expected: anyone,
  },
  "portalAuth.acceptInvitation": {
    async input(cast) {
      const email = fresh(cast, "invitee");
      const portal = {
        ...cast.world.api.runtime.portal,
        address: "192.0.2.3",
        actor: { id: cast.lenderAdminId },
      };
      await inviteStaffUser(portal, { email, role: "loanOfficer", organisationId: cast.orgA });
      const message = cast.world.mail.filter((m) => m.to === email).at(-1);
      const token = /#token=([A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
      return { token, password: "juniper lantern copper road", firstName: "Ivy", lastName: "Stone" };
    },
    expected: anyone,
  },

  "portal.home": {
    input: () => undefined,
    expected: {
      anonymous: UNAUTHORIZED,
      applicant: UNAUTHORIZED,
      applicantOnOthersData: NO_APPLICANT_OBJECT,
      portalAdmin: A,
      loanOfficer: A,
      viewer: A,
      lenderAdmin: A,
      ...lenderStaff(A),
      // Its own home: it names nothing of another organisation.
      otherOrganisationAdmin: A,
    },
  },
  // Partner organisations (decision 088): the lender's administrators alone.
  "portal.organisations": { input: () => undefined, expected: lenderAdminAnd() },
  "portal.createOrganisation": {
    input: (cast) => ({
      name: `Matrix Partner ${++cast.state.serial}`,
      adminEmail: fresh(cast, "partner-admin"),
    }),
    expected: lenderAdminAnd(),
  },
  // Another organisation's list is refused before any lookup, so it does not tell whether that
  // organisation exists (list-organisation-users.ts): FORBIDDEN, not NOT_FOUND.
  "portal.users": { input: (cast) => ({ organisationId: cast.orgA }), expected: manageUsers(FORBIDDEN) },
  "portal.inviteUser": {
    input: (cast) => ({ email: fresh(cast, "invited"), role: "loanOfficer", organisationId: cast.orgA }),
    expected: manageUsers(FORBIDDEN),
  },
  // A user of another organisation is not found (decision 015): nobody learns who exists elsewhere.
  "portal.changeRole": {
    input: async (cast) => ({ staffUserId: await targetInA(cast, "loanOfficer"), role: "viewer" }),
    expected: manageUsers(NOT_FOUND),
  },
  "portal.deactivateUser": {
    input: async (cast) => ({ staffUserId: await targetInA(cast, "viewer") }),
    expected: manageUsers(NOT_FOUND),
  },
  "portal.reactivateUser": {
    input: async (cast) => ({ staffUserId: await targetInA(cast, "loanOfficer", { status: "deactivated" }) }),
    expected: manageUsers(NOT_FOUND),
  },
  // Teams (decision 088): another organisation's is refused before any lookup, as its users list is;
  // a user of another organisation is not found.
  "portal.createTeam": {
    input: (cast) => ({ organisationId: cast.orgA, name: `Matrix team ${++cast.state.serial}` }),
    expected: manageUsers(FORBIDDEN),
  },
  "portal.changeTeam": {
    input: async (cast) => ({ staffUserId: await targetInA(cast, "viewer"), teamId: null }),
    expected: manageUsers(NOT_FOUND),
  },
  "portal.resetSecondFactor": {
    input: async (cast) => ({ staffUserId: await targetInA(cast, "loanOfficer") }),
    expected: manageUsers(NOT_FOUND),
  },

  "prequal.journey": { input: () => ({ flow: "new" }), expected: publicPrequal },
  "prequal.record": { input: () => undefined, expected: publicPrequal },
  // The caller's own application decides; anyone without one is sent to the flag's entry.
  "prequal.resume": { input: () => ({ flow: "new" }), expected: publicPrequal },
  // A step before the credit step: a visitor without a draft gets one (its cookie set) on the first save.
  "prequal.saveStep": {
    input: () => ({ flow: "new", ...NEW_FLOW_START[0] }),
    expected: publicPrequal,
  },
  // Anonymous, it signs the person up and asks for the mailed code; signed in, it saves the step.
  "prequal.submitCredit": {
    input: (cast, caller) =>
      creditAnswers(caller === "applicant" ? ANN : person("Lee", { email: fresh(cast, "credit") })),
    expected: publicPrequal,
  },
  // The old flow's account step follows the name step: the caller's draft has a name first (Ann's
  // own: her credit is pulled, and another name would be refused, decision 067).
  "prequal.createAccount": {
    async input(cast, caller) {
      const name = caller === "applicant" ? ANN : { firstName: "Cal", lastName: "Reyes" };
      await saveStep(browserOf(cast, caller), "old", "name", {
        firstName: name.firstName,
        lastName: name.lastName,
      });
      return {
        flow: "old",
        email: caller === "applicant" ? ANN.email : fresh(cast, "account"),
        phone: "3025550199",
      };
    },
    expected: publicPrequal,
  },
  "prequal.submitCreditScore": {
    async input(cast, caller) {
      if (caller === "applicant") await annPriced(cast);
      return {
        flow: "old",
        line1: HOME.line1,
        city: HOME.city,
        dateOfBirth: ANN.dateOfBirth,
        ssn: ANN.ssn,
        consent: true,
      };
    },
    expected: applicantPrequal,
  },
  "prequal.pullCredit": {
    async input(cast, caller) {
      if (caller === "applicant") await annPriced(cast);
      return { flow: "new" };
    },
    expected: applicantPrequal,
  },
  "prequal.offer": {
    async input(cast, caller) {
      if (caller === "applicant") await annPriced(cast);
      return { flow: "new" };
    },
    expected: applicantPrequal,
  },
  "prequal.chooseDraw": {
    async input(cast, caller) {
      if (caller === "applicant") await annPriced(cast);
      return { flow: "new", draw: 15_000 };
    },
    expected: applicantPrequal,
  },
  // The caller's latest notice, or null: no one else's.
  "prequal.notice": { input: () => undefined, expected: publicPrequal },
  "prequal.startFromReferral": {
    input: async (cast, caller) => ({
      token: await referralToken(cast, caller === "applicant" ? ANN.email : undefined),
    }),
    expected: publicPrequal,
  },
  // The caller's own referred draft, made by the link just opened (decision 070); never another's.
  "prequal.shareWithReferrer": {
    async input(cast, caller) {
      await browserOf(cast, caller).trpc.prequal.startFromReferral.mutate({
        token: await referralToken(cast),
      });
      return { flow: "old", consent: true };
    },
    expected: {
      ...publicPrequal,
      applicant: {
        na: "Ann has an application, which a referral never reaches: tests/integration/prequal/referrals.test.ts",
      },
    },
  },
  // Only a caller whose own application waits for its state: the caller's address is in California
  // first (for Ann, after her offer).
  "prequal.joinWaitlist": {
    async input(cast, caller) {
      await saveStep(browserOf(cast, caller), "new", "address", {
        address: { line1: "1 Palm Road", city: "Fresno", state: "CA", zip: "93650" },
        estimatedValue: "$400,000",
      });
      return { email: fresh(cast, "waitlist") };
    },
    expected: publicPrequal,
  },
  // Only a declined caller: the caller's home is listed for sale first (for Ann, after her offer and
  // the waitlist: the last prequal row).
  "prequal.remindMe": {
    async input(cast, caller) {
      await saveStep(browserOf(cast, caller), "new", "listed-for-sale", { listedForSale: "yes" });
      return undefined;
    },
    expected: publicPrequal,
  },

  // After the waitlist and the decline above, so Ann's accept is her last prequal call (an
  // accepted offer refuses further steps).
  "prequal.acceptOffer": {
    async input(cast, caller) {
      if (caller === "applicant") await annPriced(cast);
      return { flow: "new" };
    },
    expected: applicantPrequal,
  },

  // The caller's own quote. Ann naming Bea's e-mail is answered — with null (nothing of Bea's): the
  // test "quote.current answers applicant A nothing of applicant B's" below checks the answer.
  "quote.current": {
    async input(cast, caller) {
      if (caller === "applicantOnOthersData")
        return { email: (await bea(cast)).bea.email, fetchOriginationFee: true };
      if (caller === "applicant") await annPriced(cast);
      return { email: ANN.email, fetchOriginationFee: true };
    },
    expected: { ...applicantOnly, applicantOnOthersData: A },
  },

  "referrals.create": {
    input: (cast) => ({ firstName: "Rita", lastName: "Moss", email: fresh(cast, "referral"), zip: "19801" }),
    expected: portalStaff(FORBIDDEN),
  },
  "referrals.list": { input: () => undefined, expected: portalStaff(A) },

  // rateSheets.*: the lender's administrators and pricing administrators (decisions 026, 088). Partner
  // staff, whatever their role, are FORBIDDEN: the sheet prices every organisation's applicants and names none.
  "rateSheets.current": {
    input: () => undefined,
    expected: lenderAdminAnd("pricingAdmin"),
  },
  "rateSheets.versions": {
    input: () => undefined,
    expected: lenderAdminAnd("pricingAdmin"),
  },
  // Allowed, it proposes the defaults again as a draft (decision 106).
  "rateSheets.propose": {
    input: () => ({ sheet: DEFAULT_RATE_SHEET, note: "The defaults again (authorization matrix)" }),
    expected: lenderAdminAnd("pricingAdmin"),
  },
  // Allowed, it approves a draft another administrator proposed just before.
  "rateSheets.approve": {
    input: (cast) => aDraftByAnotherAdministrator(cast),
    expected: lenderAdminAnd("pricingAdmin"),
  },
  "rateSheets.reject": {
    input: async (cast) => ({
      version: (await aDraftByAnotherAdministrator(cast)).version,
      reason: "Not this one (authorization matrix)",
    }),
    expected: lenderAdminAnd("pricingAdmin"),
  },
  // Allowed, it proposes version 1 again once another version is in force (decision 107).
  "rateSheets.rollback": {
    input: async (cast) => {
      const draft = await aDraftByAnotherAdministrator(cast);
      const now = new Date();
      await decideRateSheet(cast.world.api.prequal.db, draft.version, {
        status: "approved",
        by: `staff:${randomUUID()}`,
        at: now,
        effectiveAt: now,
      });
      return { version: 1 };
    },
    expected: lenderAdminAnd("pricingAdmin"),
  },
};

/** A draft of the rate sheet proposed by someone other than any caller, and the version in force it changes. */
async function aDraftByAnotherAdministrator(cast: Cast) {
  const { db } = cast.world.api.prequal;
  const now = new Date();
  const inForce = await sheetInForce(db, now);
  const draft = await proposeRateSheet(db, {
    sheet: DEFAULT_RATE_SHEET,
    // Someone who is none of the callers (an id no staff row has), so the lender admin may approve it.
    by: `staff:${randomUUID()}`,
    note: "A draft (authorization matrix)",
    effectiveAt: now,
  });
  return { version: draft.version, inForceVersion: inForce.version };
}

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: "query" | "mutation" } }
>;

let connection: Connection;
let cast: Cast;
const browsers = new Map<CallerKind, Browser>();

beforeAll(async () => {
  connection = await freshDatabase();
  const world = authWorld(connection);
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const staff: [CallerKind, Staff][] = [
    ["portalAdmin", await world.staff(orgA.id, "admin")],
    ["loanOfficer", await world.staff(orgA.id, "loanOfficer")],
    ["viewer", await world.staff(orgA.id, "viewer")],
    ["lenderAdmin", await world.staff(lender.id, "lenderAdmin")],
    ["pricingAdmin", await world.staff(lender.id, "pricingAdmin")],
    ["underwriter", await world.staff(lender.id, "underwriter")],
    ["processor", await world.staff(lender.id, "processor")],
    ["lenderLoanOfficer", await world.staff(lender.id, "lenderLoanOfficer")],
    ["lenderViewer", await world.staff(lender.id, "lenderViewer")],
    ["otherOrganisationAdmin", await world.staff(orgB.id, "admin")],
  ];
  browsers.set("anonymous", world.browser());
  const ann = world.browser();
  await world.signedUpApplicant(ann, "ann@mail.test");
  browsers.set("applicant", ann);
  // Ann again, naming another applicant's data (quote.current with Bea's e-mail).
  browsers.set("applicantOnOthersData", ann);
  for (const [kind, member] of staff) {
    const b = world.browser();
    await world.signedInStaff(b, member);
    browsers.set(kind, b);
  }
  const lenderAdminId = staff.find(([kind]) => kind === "lenderAdmin")?.[1].id as string;
  cast = {
    world,
    orgA: orgA.id,
    lenderAdminId,
    browsers,
    state: { annPassword: APPLICANT_PASSWORD, serial: 0 },
  };
});
afterAll(async () => {
  cast?.world.end();
  await connection.close();
});

describe("the authorization matrix is complete (STYLE.md)", () => {
  it("has one row for every procedure of the root router, and none for a procedure that is gone", () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(procedures).sort());
  });

  it("decides every caller kind in every row; a cell not called says why", () => {
    for (const [path, row] of Object.entries(MATRIX)) {
      expect(Object.keys(row.expected).sort(), path).toEqual([...CALLER_KINDS].sort());
      for (const [kind, expected] of Object.entries(row.expected)) {
        if (typeof expected === "object") expect(expected.na.length, `${path} ${kind}`).toBeGreaterThan(10);
        else expect(["allowed", UNAUTHORIZED, FORBIDDEN, NOT_FOUND], `${path} ${kind}`).toContain(expected);
      }
    }
  });
});

describe("quote.current answers applicant A nothing of applicant B's", () => {
  it("answers Ann her own quote, and null when she names Bea's e-mail while Bea has an offer", async () => {
    await annPriced(cast);
    const other = await bea(cast);
    const ann = browserOf(cast, "applicant");
    const own = await ann.trpc.quote.current.query({ email: ANN.email, fetchOriginationFee: true });
    expect(own).toMatchObject({ product: "heloc" });
    expect(
      await ann.trpc.quote.current.query({ email: other.bea.email, fetchOriginationFee: true }),
    ).toBeNull();
    // Bea herself is answered her quote: there was one to leak.
    const hers = await other.browser.trpc.quote.current.query({
      email: other.bea.email,
      fetchOriginationFee: true,
    });
    expect(hers).toMatchObject({ product: "heloc" });
  });
});

/** Rows that end the caller's session run last, so every other cell is called with a live session. */
const ORDERED = (Object.entries(MATRIX) as [ProcedurePath, Row][]).sort(
  ([, a], [, b]) => Number(a.endsCallerSession ?? false) - Number(b.endsCallerSession ?? false),
);

describe.each(ORDERED)("%s", (path, row) => {
  for (const kind of CALLER_KINDS) {
    const expected = row.expected[kind];
    // Not applicable (the completeness test above requires the reason): nothing to call.
    if (typeof expected === "object") continue;
    it(`as ${kind}: ${expected}`, async () => {
      const b = (await row.browser?.(cast, kind)) ?? browsers.get(kind);
      if (!b) throw new Error(`No browser for ${kind}`);
      const type = procedures[path]?._def.type ?? "query";
      const outcome: CallOutcome = await b.call(path, await row.input(cast, kind), type);
      const seen = outcome.ok ? "allowed" : outcome.code;
      expect(seen, outcome.ok ? path : `${path} as ${kind}: ${outcome.message}`).toBe(expected);
    });
  }
});

describe("after the matrix", () => {
  it("ended only the applicant's session with identity.deleteSession; staff sessions went on", async () => {
    expect(await browsers.get("applicant")?.session("applicant")).toEqual({});
    for (const kind of [
      "portalAdmin",
      "loanOfficer",
      "viewer",
      "lenderAdmin",
      "pricingAdmin",
      "underwriter",
      "processor",
      "lenderLoanOfficer",
      "lenderViewer",
      "otherOrganisationAdmin",
    ] as const) {
      expect(await browsers.get(kind)?.call("portal.home", undefined, "query"), kind).toMatchObject({
        ok: true,
      });
    }
  });
});
