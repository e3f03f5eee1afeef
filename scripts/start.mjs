// `npm start`: settle settings, build when needed, then serve (migrations run inside the server, once).
import { register } from "tsx/esm/api";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
register();
const { prepareProcess } = await import("../host/prepare-process.ts");
await prepareProcess();
const { buildIfStale } = await import("./build-if-stale.mjs");
buildIfStale();
await import("../host/main.ts");
