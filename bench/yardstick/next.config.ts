import type { NextConfig } from "next";

// The yardstick docs/design.md §6 measures the public pages against: the smallest honest prerendered
// one-page Next.js + MUI site, served by `next start` with the default output.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Only .tsx files are routes here. Next 16.4's Turbopack otherwise picks up the repository's own
  // src/proxy.ts (the site's middleware) when it builds this nested folder; proxy.ts does not match.
  pageExtensions: ["tsx"],
};

export default nextConfig;
