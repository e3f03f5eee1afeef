import { Writable } from "node:stream";
import { createTRPCClient } from "@trpc/client";
import type { Captcha } from "@/domain/ports/captcha";
import { sandboxToken } from "@/domain/ports/captcha";
import { sandboxCaptcha } from "@/integrations/captcha/sandbox";
import { apiLinks } from "@/lib/trpc/links";
import { createApiHandler } from "@/server/api/handle-api-request";
import type { AppRouter } from "@/server/api/root";
import type { Database } from "@/server/db";
import { createLogger } from "@/server/log";

export const ORIGIN = "http://localhost";

/** The real /api/trpc handler over a test database, with its log lines captured. */
export function apiUnderTest(
  db: Database,
  options: { captcha?: Captcha; maxBytes?: number; database?: () => Promise<Database> } = {},
) {
  const logLines: string[] = [];
  const log = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const handle = createApiHandler({
    database: options.database ?? (async () => db),
    captcha: options.captcha ?? sandboxCaptcha,
    maxBytes: options.maxBytes ?? 1_048_576,
    log,
  });
  // The browser's own client configuration, with fetch pointed at the handler.
  const client = createTRPCClient<AppRouter>({
    links: apiLinks({
      url: `${ORIGIN}/api/trpc`,
      token: async (action) => sandboxToken(action, "test"),
      fetch: async (input, init) => handle(new Request(input, init)),
    }),
  });
  return { handle, client, logLines };
}
