import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

// `npm run screenshots`: walks employees into each state and photographs every portal page and
// every HR admin page at 1280 and 320 px into docs/screenshots/portal/ and docs/screenshots/admin/
// (e2e/screenshots/portal.screens.ts, admin.screens.ts). Not part of `npm test`: the files match no
// project of playwright.config.ts. The app servers are the same.
export default defineConfig({
  ...base,
  testDir: "e2e/screenshots",
  testMatch: /\.screens\.ts$/,
  outputDir: "test-results/screenshots",
  reporter: [["list"]],
  use: { ...base.use, screenshot: "off", trace: "off" },
  projects: [
    { name: "portal-screens", testMatch: /portal\.screens\.ts$/ },
    { name: "admin-screens", testMatch: /admin\.screens\.ts$/ },
  ],
});
