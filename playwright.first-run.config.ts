import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "./e2e/support/chromium";

// The first-run journeys (e2e/first-run): a fresh clone of HEAD installed, built and started on
// each supported Node, with `npm start` and `npm run dev`. A config of its own: these start their
// own apps from the clone, so they need none of playwright.config.ts's servers. `npm test` runs it
// once per Node (TEST_NODES, default "20,22,24"; scripts/node-binary.mjs).

process.env.NEXT_TELEMETRY_DISABLED = "1";

const NODES = (process.env.TEST_NODES ?? "20,22,24").split(",").map((major) => Number(major.trim()));

// `nodeMajor` is the spec's worker option (e2e/first-run/first-run.spec.ts).
export default defineConfig<object, { nodeMajor: number }>({
  testDir: "e2e/first-run",
  outputDir: "test-results/first-run",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Each journey builds an app: one at a time is all two cores take.
  workers: 1,
  timeout: 20 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report/first-run" }]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: chromiumLaunchOptions(),
    locale: "en-US",
    timezoneId: "UTC",
    trace: "retain-on-failure",
    navigationTimeout: 120_000,
  },
  projects: NODES.map((major) => ({ name: `first-run-node-${major}`, use: { nodeMajor: major } })),
});
