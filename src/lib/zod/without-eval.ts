/**
 * zod compiles object parsers with `new Function` unless configured otherwise, and even its probe
 * for eval is a CSP violation: the strict CSP allows none. zod keeps its configuration on this
 * global and reads it when loaded, so setting it here, before any schema exists, turns that off
 * without shipping zod to pages that never parse anything (the test pins this contract).
 */
const ZOD_CONFIG_KEY = "__zod_globalConfig";

export function runZodWithoutEval(target: Record<string, unknown> = globalThis as Record<string, unknown>) {
  const existing = (target[ZOD_CONFIG_KEY] ?? {}) as Record<string, unknown>;
  target[ZOD_CONFIG_KEY] = { ...existing, jitless: true };
}
