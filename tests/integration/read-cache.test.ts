import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection, Database } from "@/server/db/client";
import { keptRead } from "@/server/db/read-cache";
import { applicants } from "@/server/db/schema";
import { freshDatabase } from "./support/test-database";

const embedded = process.env.INTEGRATION_TARGET !== "postgres";
let connection: Connection;
let applicantId: string;

beforeAll(async () => {
  connection = await freshDatabase();
  const [row] = await connection.db
    .insert(applicants)
    .values({ email: "kept@mail.test", firstName: "Kept", lastName: "Read", phone: "(302) 555-0100" })
    .returning();
  applicantId = row?.id ?? "";
});
afterAll(() => connection.close());

let keys = 0;

/** A kept read of the applicant's first name under its own key, counting how often the database is asked. */
function firstName(db: Database) {
  const reads = { count: 0 };
  keys += 1;
  const key = `first-name:${keys}`;
  const read = () =>
    keptRead(db, key, async () => {
      reads.count += 1;
      const [row] = await db.select().from(applicants).where(eq(applicants.id, applicantId));
      return row?.firstName;
    });
  return { read, reads };
}

async function rename(db: Database, name: string) {
  await db.update(applicants).set({ firstName: name }).where(eq(applicants.id, applicantId));
}

describe.runIf(embedded)("reads kept on the embedded database (decision 047)", () => {
  it("answers a second read from memory, and reads again after any write", async () => {
    const { db } = connection;
    await rename(db, "Ann");
    const { read, reads } = firstName(db);
    expect(await read()).toBe("Ann");
    expect(await read()).toBe("Ann");
    expect(reads.count).toBe(1);
    await rename(db, "Bea");
    expect(await read()).toBe("Bea");
    expect(reads.count).toBe(2);
  });

  it("reads again after a transaction, a raw statement or a raw exec", async () => {
    const { db, raw } = connection;
    const { read, reads } = firstName(db);
    await read();
    await db.transaction(async (tx) => rename(tx as unknown as Database, "Cat"));
    expect(await read()).toBe("Cat");
    await db.execute(sql`update applicants set first_name = 'Dee' where id = ${applicantId}`);
    expect(await read()).toBe("Dee");
    if (raw.kind !== "pglite") throw new Error("embedded only");
    await raw.client.exec(`update applicants set first_name = 'Eve' where id = '${applicantId}'`);
    expect(await read()).toBe("Eve");
    expect(reads.count).toBe(4);
  });

  it("does not keep an answer when a write lands while it is being read", async () => {
    const { db } = connection;
    await rename(db, "Fay");
    let reads = 0;
    const racing = () =>
      keptRead(db, `race:${applicantId}`, async () => {
        reads += 1;
        const [row] = await db.select().from(applicants).where(eq(applicants.id, applicantId));
        if (reads === 1) await rename(db, "Gus");
        return row?.firstName;
      });
    expect(await racing()).toBe("Fay");
    expect(await racing()).toBe("Gus");
    expect(reads).toBe(2);
  });

  it("keeps its answer past a row change that changed no row, as the job queue's polls are (decision 052)", async () => {
    const { db, raw } = connection;
    const { read, reads } = firstName(db);
    await read();
    await db.update(applicants).set({ firstName: "Nobody" }).where(eq(applicants.email, "no-one@mail.test"));
    await db.delete(applicants).where(eq(applicants.email, "no-one@mail.test"));
    await read();
    expect(reads.count).toBe(1);
    // Not so for statements whose result cannot say: a raw exec, a transaction, a TRUNCATE.
    if (raw.kind !== "pglite") throw new Error("embedded only");
    await raw.client.exec(`update applicants set first_name = first_name where email = 'no-one@mail.test'`);
    await read();
    expect(reads.count).toBe(2);
  });

  it("shares one read among the callers asking while it runs", async () => {
    const { read, reads } = firstName(connection.db);
    const answers = await Promise.all([read(), read(), read()]);
    expect(new Set(answers).size).toBe(1);
    expect(reads.count).toBe(1);
  });

  it("reads again after a read that failed", async () => {
    let reads = 0;
    const failing = () =>
      keptRead(connection.db, `failing:${applicantId}`, async () => {
        reads += 1;
        if (reads === 1) throw new Error("the read failed");
        return "read";
      });
    await expect(failing()).rejects.toThrow("the read failed");
    expect(await failing()).toBe("read");
    expect(reads).toBe(2);
  });

  it("keeps nothing inside a transaction", async () => {
    await connection.db.transaction(async (tx) => {
      const { read, reads } = firstName(tx as unknown as Database);
      await read();
      await read();
      expect(reads.count).toBe(2);
    });
  });

  it("freezes what it keeps, so one caller cannot change another's answer", async () => {
    const kept = await keptRead(connection.db, "frozen", async () => ({ name: "Hal" }));
    expect(Object.isFrozen(kept)).toBe(true);
  });
});

describe.runIf(!embedded)("reads on PostgreSQL (other processes write too)", () => {
  it("reads the database every time", async () => {
    const { read, reads } = firstName(connection.db);
    await read();
    await read();
    expect(reads.count).toBe(2);
  });
});
