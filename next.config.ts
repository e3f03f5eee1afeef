import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./src/server/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time, so the custom server and Next's bundles share one
  // database client per process (DESIGN.md §1).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "drizzle-orm"],
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
