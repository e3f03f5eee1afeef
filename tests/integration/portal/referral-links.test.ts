import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { type AuthWorld, authWorld, type Staff } from "../auth/auth-world";
import type { Browser } from "../support/auth-client";
import { freshDatabase } from "../support/test-database";

/**
 * Referral links through the real /api/trpc with real staff sessions (decision 026): a link belongs
 * to its maker's organisation, is listed there only, and shows whether the person has used it.
 */
let connection: Connection;
let world: AuthWorld;
let officerA: Browser;
let viewerA: Browser;
let adminB: Browser;
let lenderAdmin: Browser;

beforeAll(async () => {
  connection = await freshDatabase();
  world = authWorld(connection);
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const signedIn = async (staff: Staff) => {
    const b = world.browser();
    await world.signedInStaff(b, staff);
    return b;
  };
  officerA = await signedIn(await world.staff(orgA.id, "loanOfficer"));
  viewerA = await signedIn(await world.staff(orgA.id, "viewer"));
  adminB = await signedIn(await world.staff(orgB.id, "admin"));
  lenderAdmin = await signedIn(await world.staff(lender.id, "lenderAdmin"));
});
afterAll(async () => {
  world?.end();
  await connection.close();
});

const RITA = {
  firstName: "Rita",
  lastName: "Moss",
  email: "Rita.Moss@mail.test",
  phone: "(302) 555-0100",
  zip: "19801",
  estimatedValue: "$450,000",
  mortgageBalanceEstimate: "$120,000",
};

async function refused(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { code: string; fieldErrors: Record<string, string[]> | null };
    return { code: data.code, message: error.message, fieldErrors: data.fieldErrors };
  }
  throw new Error("expected the call to be refused");
}

describe("a referral link made by organisation A's loan officer", () => {
  let url: URL;

  beforeAll(async () => {
    url = new URL((await officerA.trpc.referrals.create.mutate(RITA)).url);
  });

  it("is a one-use link to the old flow's MCR screen on this site", () => {
    expect(`${url.origin}${url.pathname}`).toBe("http://localhost/app/initial-setup/mcr");
    expect(url.searchParams.get("ref")).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("is listed for organisation A (its viewer too), not yet used, for 30 days", async () => {
    for (const b of [officerA, viewerA]) {
      const links = await b.trpc.referrals.list.query();
      expect(links).toHaveLength(1);
      const [link] = links;
      expect(link).toMatchObject({ name: "Rita Moss", email: "rita.moss@mail.test", claimed: false });
      expect(link?.expiresAt.getTime()).toBe((link?.createdAt.getTime() ?? 0) + 30 * 24 * 60 * 60 * 1000);
    }
  });

  it("is never listed for organisation B or for the lender", async () => {
    await adminB.trpc.referrals.create.mutate({
      firstName: "Ben",
      lastName: "Birch",
      email: "ben@mail.test",
    });
    const forB = await adminB.trpc.referrals.list.query();
    expect(forB.map((l) => l.name)).toEqual(["Ben Birch"]);
    expect(JSON.stringify(forB)).not.toContain("rita");
    expect(await lenderAdmin.trpc.referrals.list.query()).toEqual([]);
    expect((await officerA.trpc.referrals.list.query()).map((l) => l.name)).toEqual(["Rita Moss"]);
  });

  it("shows as used once the person opens it, and works only once", async () => {
    const token = url.searchParams.get("ref") as string;
    const person = world.browser();
    expect(await person.trpc.prequal.startFromReferral.mutate({ token })).toEqual({
      next: "/app/initial-setup/mcr",
    });
    const [link] = await viewerA.trpc.referrals.list.query();
    expect(link?.claimed).toBe(true);
    const again = await refused(world.browser().trpc.prequal.startFromReferral.mutate({ token }));
    expect(again.code).toBe("NOT_FOUND");
  });
});

describe("making a referral link", () => {
  it("is refused to a viewer: it sees the links only", async () => {
    const answer = await refused(viewerA.trpc.referrals.create.mutate(RITA));
    expect(answer.code).toBe("FORBIDDEN");
  });

  it("answers each wrong field with its own sentence (the form's schema) and makes no link", async () => {
    const before = (await officerA.trpc.referrals.list.query()).length;
    const answer = await refused(
      officerA.trpc.referrals.create.mutate({
        firstName: "Rita",
        lastName: "",
        email: "rita@",
        zip: "198",
        estimatedValue: "$60,000,000",
      }),
    );
    expect(answer.code).toBe("BAD_REQUEST");
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual([
      "email",
      "estimatedValue",
      "lastName",
      "zip",
    ]);
    expect(answer.fieldErrors?.estimatedValue).toEqual(["Enter the home's value of at most $50,000,000"]);
    expect(await officerA.trpc.referrals.list.query()).toHaveLength(before);
  });

  it("lists the newest link first, in the maker's organisation only", async () => {
    world.minutes(5);
    await officerA.trpc.referrals.create.mutate({
      firstName: "Otto",
      lastName: "Park",
      email: "otto@mail.test",
    });
    const names = (await viewerA.trpc.referrals.list.query()).map((l) => l.name);
    expect(names[0]).toBe("Otto Park");
    expect((await adminB.trpc.referrals.list.query()).map((l) => l.name)).not.toContain("Otto Park");
  });
});
