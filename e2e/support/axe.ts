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
 * Runs axe on the page as it is now. A soft assertion: a journey carries on to its later pages
 * and the test still fails at the end, listing every page's violations.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ""));
  const minor = results.violations.filter((v) => !FAILING.has(v.impact ?? ""));
  if (minor.length > 0) console.log(`axe (not failing) on ${where}:\n${describe(minor)}`);
  expect.soft(failing, `axe: serious/critical WCAG violations on ${where}:\n${describe(failing)}`).toEqual([]);
}
