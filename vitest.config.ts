import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));
// As next.config.ts: catalogues are compiled ahead of time, formatted by use-intl's format-only build
// (inlined, so the alias reaches use-intl's own import of it).
const alias = [
  { find: "@", replacement: src },
  { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
];
const server = { deps: { inline: ["use-intl"] } };

// Two cores: at most two test files at once, in forked processes (PGlite is per process).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          server,
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "host/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["vitest.unit-setup.ts"],
          // A screen's component test runs axe over jsdom: seconds, more with two files at once.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/support/migrated-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Raw HTTP against the built server, and server processes started and stopped.
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/http/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
