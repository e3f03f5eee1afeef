import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { startServer } from "../../scripts/server-process.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One built server for the HTTP tests (`inject("baseURL")`), with a throw-away data folder. */
export default async function setup(project: TestProject) {
  buildIfStale();
  const server = await startServer();
  project.provide("baseURL", server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
