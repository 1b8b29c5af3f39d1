import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; tests are server code.
      "server-only": path.join(root, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "bin/**/*.test.ts"], exclude: ["**/*.db.test.ts"], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["lib/**/*.db.test.ts", "e2e/api/**/*.test.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          setupFiles: ["e2e/support/contract-report.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
