// `npm start`: build when needed, then serve (migrations run inside the server, once).
import { register } from "tsx/esm/api";
import { buildIfStale } from "./build-if-stale.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
buildIfStale();
register();
await import("../server/main.ts");
