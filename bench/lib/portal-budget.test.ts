import { describe, expect, it } from "vitest";

import { firstLoadGoals, firstLoadLine, firstLoadVerdict, lcpGoal, pagesOverBudget } from "./portal-budget";

const page = (route: string, gzipKB: number, area: "portal" | "admin" | "other" = "portal") => ({
  route,
  area,
  gzipKB,
});

describe("the portal's first-load budget", () => {
  it.each([
    [page("/onboarding", 150), "within"],
    [page("/onboarding", 150.1), "over"],
    [page("/onboarding/repayment", 150.1), "over"],
    [page("/admin", 400, "admin"), "not budgeted"],
  ] as const)("%j is %s", (weight, verdict) => {
    expect(firstLoadVerdict(weight)).toBe(verdict);
  });

  it("makes one goal per portal page and none for other areas", () => {
    const goals = firstLoadGoals([
      page("/onboarding", 137),
      page("/onboarding/personal", 151),
      page("/admin", 300, "admin"),
    ]);
    expect(goals.map((goal) => [goal.name, goal.met])).toEqual([
      ["portal first-load JS, gzip: /onboarding", true],
      ["portal first-load JS, gzip: /onboarding/personal", false],
    ]);
  });

  it("names the pages over budget, heaviest first, and marks them in the log", () => {
    const pages = [page("/a", 151), page("/b", 149), page("/c", 160), page("/admin", 500, "admin")];
    expect(pagesOverBudget(pages).map((p) => p.route)).toEqual(["/c", "/a"]);
    expect(firstLoadLine(page("/c", 160))).toBe("first-load JS /c: 160 KB gzip  ✗ OVER the 150 KB budget by 10 KB");
    expect(firstLoadLine(page("/b", 149))).toBe("first-load JS /b: 149 KB gzip  ✓");
    expect(firstLoadLine(page("/admin", 500, "admin"))).toBe("first-load JS /admin: 500 KB gzip");
  });
});

describe("the task list's paint budget", () => {
  it.each([
    [2500, true],
    [2501, false],
  ])("LCP p50 %i ms met: %s", (ms, met) => {
    expect(lcpGoal("pglite", ms, 5).met).toBe(met);
  });
});
