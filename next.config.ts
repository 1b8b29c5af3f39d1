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
  // The server bundle is not minified: minified, the upload thread segmented a 12 MP photo ~100 ms
  // slower (Recommendations bench, same machine, alternating builds: p50 562 → 456 ms, see
  // docs/benchmarks.md). The likely cause: the minifier inlines the segmenter's small raster
  // functions, which are kept apart so that V8 optimizes each (lib/ai/segmenter/structure.ts).
  // The browser bundle stays minified.
  experimental: { turbopackMinify: { server: false, client: true } },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS_HEADER] },
    ];
  },
};

export default nextConfig;
