import type { Goal } from "./results";

/**
 * Issue 17's budgets for the employee portal: at most 150 KB of first-load JavaScript (gzip) on
 * every portal page, and the task list's largest contentful paint within 2.5 s under Slow 4G and
 * 4× CPU. The repayment page counts like every other: its Stripe form (react-stripe-js) is a
 * dynamic import loaded after the page, and Stripe.js itself comes from js.stripe.com, so neither
 * is first-load JavaScript of the build.
 */
export const FIRST_LOAD_BUDGET_KB = 150;
export const LCP_BUDGET_MS = 2500;

export type BudgetedPage = { route: string; area: "portal" | "admin" | "other"; gzipKB: number };
export type Verdict = "within" | "over" | "not budgeted";

export function firstLoadVerdict(page: BudgetedPage): Verdict {
  if (page.area !== "portal") return "not budgeted";
  return page.gzipKB <= FIRST_LOAD_BUDGET_KB ? "within" : "over";
}

/** One goal per portal page, so every page is reported and an over-budget one is named. */
export function firstLoadGoals(pages: readonly BudgetedPage[]): Goal[] {
  return pages
    .filter((page) => page.area === "portal")
    .map((page) => ({
      database: "build" as const,
      name: `portal first-load JS, gzip: ${page.route}`,
      target: `≤ ${FIRST_LOAD_BUDGET_KB} KB`,
      measured: `${page.gzipKB} KB`,
      met: firstLoadVerdict(page) === "within",
    }));
}

/** The portal pages over budget, heaviest first: what `npm run bench` fails on. */
export function pagesOverBudget(pages: readonly BudgetedPage[]): BudgetedPage[] {
  return pages.filter((page) => firstLoadVerdict(page) === "over").sort((a, b) => b.gzipKB - a.gzipKB);
}

export function lcpGoal(database: Goal["database"], lcpP50Ms: number, runs: number): Goal {
  return {
    database,
    name: `task list LCP p50, Slow 4G + 4× CPU (${runs} runs)`,
    target: `≤ ${LCP_BUDGET_MS} ms`,
    measured: `${lcpP50Ms} ms`,
    met: lcpP50Ms <= LCP_BUDGET_MS,
  };
}

/** The line the bench prints for a page: its weight and, for portal pages, the verdict. */
export function firstLoadLine(page: BudgetedPage): string {
  const verdict = firstLoadVerdict(page);
  const mark =
    verdict === "over"
      ? `  ✗ OVER the ${FIRST_LOAD_BUDGET_KB} KB budget by ${Math.round((page.gzipKB - FIRST_LOAD_BUDGET_KB) * 10) / 10} KB`
      : verdict === "within"
        ? "  ✓"
        : "";
  return `first-load JS ${page.route}: ${page.gzipKB} KB gzip${mark}`;
}
