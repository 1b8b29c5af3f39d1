import { defineConfig } from "@playwright/test";

// The production build on a port of its own with a throwaway DATA_DIR; Debian's Chromium, headless.
const port = Number(process.env.E2E_PORT || 3210);
const dataDir = `.test-runs/e2e-${port}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A check waits for the page up to 15 s, not Playwright's 5: a studio answer (a generation, a
  // save) can take longer than 5 s on a machine shared with other runs.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "on",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    url: `http://127.0.0.1:${port}/api/ready`,
    env: { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", OUTBOUND_ALLOWLIST: "127.0.0.1,localhost" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
  },
});
