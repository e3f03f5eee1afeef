import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./src/server/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole tree (with Next's generated route types) after the build;
  // doing it again inside every build only slows the first `npm start`.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Every script tag of a page carries its hash (decision 008): a changed file is refused.
  experimental: { sri: { algorithm: "sha256" } },
  // Nothing uses next/image; the optimizer endpoint would only be something to attack.
  images: { unoptimized: true },
  // Loaded from node_modules at run time, so the custom server and Next's bundles share one
  // database client per process (DESIGN.md §1). The PDF thumbnailer's native canvas addon and
  // pdf.js (which finds its fonts and worker beside itself) cannot be bundled either.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pg-boss",
    "pino",
    "drizzle-orm",
    "@napi-rs/canvas",
    "pdfjs-dist",
  ],
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
