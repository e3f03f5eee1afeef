import type { NextConfig } from "next";
import { browserSettingsForBuild } from "./src/env/schemas";
import { staticSecurityHeaders } from "./src/server/security/headers";

const USE_INTL_FORMATTER = "use-intl/format-message";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Parsed here, once, with the server's schema: a wrong value stops the build, and the browser
  // bundles get the parsed values (src/env/browser.ts reads them without a schema library).
  env: browserSettingsForBuild(process.env),
  // `npm test` type-checks the whole tree (with Next's generated route types) after the build;
  // doing it again inside every build only slows the first `npm start`.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Every script tag of a page carries its hash (decision 008): a changed file is refused.
  experimental: { sri: { algorithm: "sha256" } },
  // Nothing uses next/image; the optimizer endpoint would only be something to attack.
  images: { unoptimized: true },
  // Catalogues are compiled ahead of time (src/ui/messages/compiled-catalogues.ts): use-intl's
  // format-only build formats them, and its message parser stays out of the browser's scripts.
  turbopack: { resolveAlias: { [USE_INTL_FORMATTER]: `${USE_INTL_FORMATTER}/format-only` } },
  // Loaded from node_modules at run time, so the custom server and Next's bundles share one
  // database client per process (docs/design.md §1). The PDF thumbnailer's native canvas addon and
  // pdf.js (which finds its fonts and worker beside itself) cannot be bundled either, nor piscina,
  // which starts its worker threads from its own files (the PDF pool, decision 063).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pg-boss",
    "pino",
    "drizzle-orm",
    "@napi-rs/canvas",
    "pdfjs-dist",
    "piscina",
  ],
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
