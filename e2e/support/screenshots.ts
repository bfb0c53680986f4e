import { test, type Page } from "@playwright/test";

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
