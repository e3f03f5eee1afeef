import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

describe("concurrencyLimit", () => {
  it("never runs more than its limit at once, and runs every task in order of arrival", async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 7 }, (_, i) =>
      run(async () => {
        started.push(i);
        active++;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active--;
        if (i === 3) throw new Error("task 3 failed");
        return i;
      }),
    );
    const results = await Promise.allSettled(tasks);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
    expect(await run(async () => "free again")).toBe("free again");
  });
});
