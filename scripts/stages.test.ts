import { afterEach, describe, expect, it, vi } from "vitest";
import { runStages, type Stage } from "./stages.mjs";

const options = { slots: 2, cwd: process.cwd(), env: process.env };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.restoreAllMocks());

/** Everything the runner printed, in order. */
function printed() {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(`${line}\n`));
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe("npm test's stages (scripts/stages.mjs)", () => {
  it("never runs more stages at once than it has slots, and starts a stage only after those it needs", async () => {
    printed();
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const stage = (name: string, after: string[] = []): Stage => ({
      name,
      after,
      async run() {
        running += 1;
        most = Math.max(most, running);
        order.push(`start ${name}`);
        await pause(20);
        order.push(`end ${name}`);
        running -= 1;
        return true;
      },
    });
    const { results } = await runStages(
      [stage("build"), stage("browser", ["build"]), stage("lint"), stage("unit"), stage("types")],
      options,
    );
    expect(most).toBe(2);
    expect(order.indexOf("start browser")).toBeGreaterThan(order.indexOf("end build"));
    expect([...results.values()].every((r) => r.status === "passed")).toBe(true);
  });

  it("skips what needs a failed stage and reports the failure", async () => {
    printed();
    const ran: string[] = [];
    const stage = (name: string, passes: boolean, after: string[] = []): Stage => ({
      name,
      after,
      async run() {
        ran.push(name);
        return passes;
      },
    });
    const { results } = await runStages(
      [stage("build", false), stage("browser", true, ["build"]), stage("http", true, ["browser"])],
      options,
    );
    expect(ran).toEqual(["build"]);
    expect(results.get("build")?.status).toBe("failed");
    expect(results.get("browser")?.status).toBe("skipped");
    expect(results.get("http")?.status).toBe("skipped");
  });

  it("prints each stage's output in one piece when it ends, never interleaved with another's", async () => {
    const lines = printed();
    const talker = (name: string, delayMs: number): Stage => ({
      name,
      run: ({ exec }) =>
        exec(process.execPath, [
          "-e",
          `for (let i = 0; i < 3; i++) setTimeout(() => console.log("${name} line " + i), ${delayMs} * i)`,
        ]),
    });
    await runStages([talker("slow", 60), talker("quick", 10)], options);
    const text = lines.join("");
    // Both write while the other runs; each one's lines still come together, under its heading.
    expect(text).toMatch(/quick: passed in \d+ s ─+\nquick line 0\nquick line 1\nquick line 2\n/);
    expect(text).toMatch(/slow: passed in \d+ s ─+\nslow line 0\nslow line 1\nslow line 2\n/);
  });

  it("fails a stage whose needs name no stage, instead of waiting for ever", async () => {
    printed();
    const { results } = await runStages(
      [{ name: "orphan", after: ["nothing"], run: async () => true }],
      options,
    );
    expect(results.get("orphan")?.status).toBe("failed");
  });
});
