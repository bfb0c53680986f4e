import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { ROOT } from "./servers";

/**
 * Keeps a full-page screenshot of the page as it is, as an artifact of the test, when
 * E2E_STEP_SCREENSHOTS=1 asks for them. A passing run writes none (a full-page shot costs about half
 * a second); a failing test keeps Playwright's own screenshot of where it failed anyway.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_STEP_SCREENSHOTS !== "1") return;
  const file = test.info().outputPath(`${name.replace(/[^\w-]+/g, "-")}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

/** The widths the documentation's screenshots are taken at: a desktop and the narrowest phone. */
const DOC_WIDTHS = [1280, 320] as const;

/**
 * Screenshots a page for the documentation, at each width, into docs/screenshots/<area>/<name>-<width>.png:
 * loaded, its h1 shown, its loading states ("Loading…") given way to content.
 */
export async function screenshotForDocs(page: Page, shot: { area: "admin" | "portal"; name: string; path: string }) {
  for (const width of DOC_WIDTHS) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
    await page.goto(shot.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /…$/ })).toHaveCount(0);
    await page.screenshot({
      path: path.join(ROOT, "docs/screenshots", shot.area, `${shot.name}-${width}.png`),
      fullPage: true,
      animations: "disabled",
      caret: "hide",
    });
  }
}
