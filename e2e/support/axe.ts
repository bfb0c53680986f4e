import { createHash } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.2 AA as axe knows it. Only serious and critical findings fail a test; the rest are
// printed so they are seen.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING = new Set(["serious", "critical"]);

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (node) => `    at ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
        );
      const more = v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join("\n");
    })
    .join("\n");
}

/**
 * What axe would judge of the page as it is: its path with ids blanked, its language and width,
 * and the shape of its markup — every element's tag, role, type, classes and the attributes that
 * change what a reader is told (hidden, invalid, expanded, disabled) — but none of its text. Two
 * journeys that reach the same page in the same state (another employee's name on it) are one
 * state; an error shown, a dialog open or another width is another.
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const path = location.pathname.replace(/[A-Za-z]+_[A-Za-z0-9]{12,}/g, ":id").replace(/\/\d+(?=\/|$)/g, "/:n");
    const parts = [path, document.documentElement.lang, String(window.innerWidth)];
    for (const element of document.querySelectorAll("body *")) {
      const attributes = ["role", "type", "class", "hidden", "aria-invalid", "aria-expanded", "aria-hidden", "disabled"]
        .map((name) => element.getAttribute(name))
        .join("|");
      parts.push(`${element.tagName}|${attributes}`);
    }
    return parts.join("\n");
  });
}

/** The page states this worker has checked already (E2E_AXE_EVERY_STEP=1 checks every call). */
const checked = new Set<string>();

/**
 * Runs axe on the page as it is now, once per page state in this worker (pageState): the same page
 * in the same state, reached by another journey, is not checked again. A soft assertion: a journey
 * carries on to its later pages and the test still fails at the end, listing every page's
 * violations.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  // React puts the page's <title> back after a refresh or a streamed render: wait for it (a page
  // that never gets one is still reported, by axe's document-title rule).
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5_000 }).catch(() => undefined);
  if (process.env.E2E_AXE_EVERY_STEP !== "1") {
    const state = createHash("sha256")
      .update(await pageState(page))
      .digest("hex");
    if (checked.has(state)) return;
    checked.add(state);
  }
  // Legacy mode runs axe in the page and its frames (same- and cross-origin frames alike) instead of
  // finishing each run in a new blank page, and only violations are collected: about half the
  // time of the default per check (730 → 370 ms on the admin pages, measured in docs/development.md).
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ""));
  const minor = results.violations.filter((v) => !FAILING.has(v.impact ?? ""));
  if (minor.length > 0) console.log(`axe (not failing) on ${where}:\n${describe(minor)}`);
  expect.soft(failing, `axe: serious/critical WCAG violations on ${where}:\n${describe(failing)}`).toEqual([]);
}
