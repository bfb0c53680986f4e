import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

// `npm run screenshots`: walks employees into each state and photographs every portal page at
// 1280 and 320 px into docs/screenshots/portal/ (e2e/screenshots/portal.screens.ts). Not part of
// `npm test`: the file matches no project of playwright.config.ts. The app servers are the same;
// HR pages get their own file beside it (admin.screens.ts) and a project here.
export default defineConfig({
  ...base,
  testDir: "e2e/screenshots",
  testMatch: /\.screens\.ts$/,
  outputDir: "test-results/screenshots",
  reporter: [["list"]],
  use: { ...base.use, screenshot: "off", trace: "off" },
  projects: [{ name: "portal-screens", testMatch: /portal\.screens\.ts$/ }],
});
