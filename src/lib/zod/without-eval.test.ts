import { describe, expect, it, vi } from "vitest";
import { runZodWithoutEval } from "./without-eval";

describe("runZodWithoutEval", () => {
  it("makes zod, loaded afterwards, parse objects without ever calling Function (the CSP forbids eval)", async () => {
    runZodWithoutEval();
    vi.resetModules();
    const { z } = await import("zod");
    const spy = vi.spyOn(globalThis, "Function");
    const schema = z.object({ email: z.string(), units: z.number() });
    expect(schema.parse({ email: "a@b.co", units: 2 })).toEqual({ email: "a@b.co", units: 2 });
    expect(spy).not.toHaveBeenCalled();
    const core = await import("zod/v4/core");
    expect(core.globalConfig.jitless).toBe(true);
  });
});
