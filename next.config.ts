import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native, WASM and worker-spawning packages must load from node_modules, not from the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss", "sharp", "amqplib", "playwright-core"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
