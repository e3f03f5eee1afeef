import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppRouter, appRouter } from "@/server/api/root";
import type { Connection } from "@/server/db/client";
import { requestPasswordResetCode } from "@/server/services/accounts/request-password-reset-code";
import { signUpApplicant } from "@/server/services/accounts/sign-up-applicant";
import { inviteStaffUser } from "@/server/services/portal/invite-staff-user";
import { startTotpEnrolment } from "@/server/services/portal/start-totp-enrolment";
import { verifyStaffPassword } from "@/server/services/portal/verify-staff-password";
import { type Browser, type CallOutcome, secretOf, totpNow } from "../support/auth-client";
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
  state: { annPassword: string; serial: number };
}

interface Row {
  /** Valid input for one call by `caller`, made fresh for it (a new e-mail, a code just mailed, a new target user). */
  input: (cast: Cast, caller: CallerKind) => unknown;
  expected: Record<CallerKind, Expected>;
  /** Ends the caller's own session when allowed: its cells run after every other row's. */
  endsCallerSession?: true;
}

const A = "allowed";
const UNAUTHORIZED = "UNAUTHORIZED";
const FORBIDDEN = "FORBIDDEN";
const NOT_FOUND = "NOT_FOUND";
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

const MATRIX: Record<ProcedurePath, Row> = {
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
      // Its own home: it names nothing of another organisation.
      otherOrganisationAdmin: A,
    },
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
  "portal.resetSecondFactor": {
    input: async (cast) => ({ staffUserId: await targetInA(cast, "loanOfficer") }),
    expected: manageUsers(NOT_FOUND),
  },
};

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
    ["otherOrganisationAdmin", await world.staff(orgB.id, "admin")],
  ];
  browsers.set("anonymous", world.browser());
  const ann = world.browser();
  await world.signedUpApplicant(ann, "ann@mail.test");
  browsers.set("applicant", ann);
  for (const [kind, member] of staff) {
    const b = world.browser();
    await world.signedInStaff(b, member);
    browsers.set(kind, b);
  }
  const lenderAdminId = staff.find(([kind]) => kind === "lenderAdmin")?.[1].id as string;
  cast = { world, orgA: orgA.id, lenderAdminId, state: { annPassword: APPLICANT_PASSWORD, serial: 0 } };
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
      const b = browsers.get(kind);
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
      "otherOrganisationAdmin",
    ] as const) {
      expect(await browsers.get(kind)?.call("portal.home", undefined, "query"), kind).toMatchObject({
        ok: true,
      });
    }
  });
});
