import type { NextConfig } from "next";
import { HSTS_HEADER, SECURITY_HEADERS } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // Native, WASM and worker-spawning packages must load from node_modules, not from the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss", "sharp", "amqplib", "playwright-core", "opentype.js", "hyphen"],
  poweredByHeader: false,
  // `npm test` type-checks the whole tree as a suite of its own; checking again in every build
  // would only double the time.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  // The server bundle is not minified: the minifier inlines the segmenter's small raster functions
  // into their callers, which V8 then optimizes far worse (they are kept apart for that reason, see
  // lib/ai/segmenter/builtin-segmenter.ts). Measured on the Recommendations bench, same machine,
  // alternating builds: p50 562 → 456 ms (docs/benchmarks.md). The browser bundle stays minified.
  experimental: { turbopackMinify: { server: false, client: true } },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS_HEADER] },
    ];
  },
};

export default nextConfig;
