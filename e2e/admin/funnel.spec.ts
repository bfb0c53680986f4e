import type { Page } from "@playwright/test";

import { expect, test, type AdminClient } from "../fixtures/admin";
import { at, employeesTable, expectLoaded, expectShowing, followAdminNav, heading } from "../support/admin-pages";
import { escapeRegExp } from "../support/portal-pages";

type FunnelStep = { key: string; fulfilled: number; unmet: number; blocked: number };
type Blocker = { owner: string; requirement: string; needsHrAction: boolean; count: number };
type Funnel = { total: number; complete: number; needsHrAction: number; steps: FunnelStep[]; blockers: Blocker[] };

const blockerHref = (blocker: Blocker) =>
  `/admin?waitingOn=${blocker.owner}&stuckOn=${blocker.requirement}${blocker.owner === "hr" ? `&needsHrAction=${blocker.needsHrAction}` : ""}`;
const blockerText = (blocker: Blocker) =>
  blocker.owner === "stopped"
    ? at("funnel.blockerStopped", { stop: at(`waiting.stops.${blocker.requirement}`), count: blocker.count })
    : at("funnel.blocker", {
        owner: at(`waiting.owners.${blocker.owner}`),
        requirement: at(`requirements.${blocker.requirement}`),
        count: blocker.count,
      });

const number = (value: number) => new Intl.NumberFormat("en").format(value);
const percent = (value: number) => new Intl.NumberFormat("en", { style: "percent" }).format(value);
const share = (value: number, total: number) => percent(total === 0 ? 0 : value / total);

// The funnel counts the whole employer, and other tests (the portal's too) add employees while this
// one runs: each check compares the page with the API's answer read just before it, and if someone
// added an employee in between, it reloads and compares again.
const RACE = { timeout: 45_000, intervals: [500, 1_000, 2_000] };

async function openFunnel(page: Page, admin: AdminClient): Promise<Funnel> {
  const funnel = await admin.call<Funnel>("GET", "/api/admin/funnel");
  await page.goto("/admin/funnel");
  await expect(heading(page, at("funnel.title"))).toBeVisible();
  await expectLoaded(page);
  return funnel;
}

const quick = { timeout: 2_000 };

test("the funnel shows the employer's counts, and each top blocker links to the table of those employees", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  // Someone is certainly stuck: an employee reported as not eligible, with nothing filled in.
  await api.createEmployee({ employer: "globex", personal: "none", overrides: { isEligible: false } });
  const admin = await adminSignIn("globex");

  await test.step("the navigation leads to the funnel", async () => {
    await page.goto("/admin");
    await expect(heading(page, at("employees.title"))).toBeVisible();
    await followAdminNav(page, { link: "nav.funnel", path: "/admin/funnel", title: "funnel.title" });
    await expectLoaded(page);
    await checkpoint("funnel");
  });

  await test.step("totals, bars and the table show the API's counts", async () => {
    await expect(async () => {
      const funnel = await openFunnel(page, admin);
      expect(funnel.total).toBeGreaterThan(0);
      expect(funnel.steps).toHaveLength(12);
      const figure = (label: string) =>
        page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
      await expect(figure(at("funnel.total"))).toHaveText(number(funnel.total), quick);
      await expect(figure(at("funnel.complete"))).toHaveText(
        `${number(funnel.complete)} (${percent(funnel.complete / funnel.total)})`,
        quick,
      );

      const chart = page.getByRole("figure", { name: at("funnel.chartTitle") });
      await expect(chart.getByText(at("funnel.chartCaption", { total: funnel.total }))).toBeVisible(quick);
      const bars = chart.getByRole("listitem");
      await expect(bars).toHaveCount(13, quick);
      for (const step of funnel.steps) {
        const bar = bars.filter({ hasText: new RegExp(`^${escapeRegExp(at(`requirements.${step.key}`))}`) });
        await expect(bar).toHaveText(
          `${at(`requirements.${step.key}`)}${at("funnel.barValue", { count: step.fulfilled, share: share(step.fulfilled, funnel.total) })}`,
          quick,
        );
      }
      await expect(bars.last()).toHaveText(
        `${at("funnel.allMet")}${at("funnel.barValue", { count: funnel.complete, share: share(funnel.complete, funnel.total) })}`,
        quick,
      );

      await page.getByText(at("funnel.showTable")).click();
      const table = page.getByRole("table", { name: at("funnel.tableCaption", { total: funnel.total }) });
      await expect(table).toBeVisible(quick);
      for (const step of funnel.steps) {
        const row = table.getByRole("row", { name: at(`requirements.${step.key}`), exact: false }).first();
        await expect(row.getByRole("cell")).toHaveText(
          [number(step.fulfilled), number(step.unmet), number(step.blocked), share(step.fulfilled, funnel.total)],
          quick,
        );
      }
      const complete = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: at("funnel.allMet") }) });
      await expect(complete.getByRole("cell")).toHaveText(
        [number(funnel.complete), number(funnel.total - funnel.complete), "—", share(funnel.complete, funnel.total)],
        quick,
      );
    }).toPass(RACE);
    await checkpoint("funnel-with-table");
  });

  await test.step("the blockers say who people wait on, HR's fixes first, and lead to exactly those employees", async () => {
    await expect(async () => {
      const funnel = await openFunnel(page, admin);
      expect(funnel.blockers.length).toBeGreaterThan(0);
      // Every incomplete employee is counted once, under what they wait for.
      expect(funnel.blockers.reduce((sum, blocker) => sum + blocker.count, 0)).toBe(funnel.total - funnel.complete);
      const firstOther = funnel.blockers.findIndex((blocker) => !blocker.needsHrAction);
      expect(
        funnel.blockers
          .slice(firstOther === -1 ? funnel.blockers.length : firstOther)
          .every((blocker) => !blocker.needsHrAction),
      ).toBe(true);
      const links = page.getByRole("region", { name: at("funnel.blockersTitle") }).getByRole("link");
      await expect(links).toHaveCount(funnel.blockers.length, quick);
      for (const [index, blocker] of funnel.blockers.entries()) {
        await expect(links.nth(index)).toHaveText(blockerText(blocker), quick);
        await expect(links.nth(index)).toHaveAttribute("href", blockerHref(blocker), quick);
      }

      // The not-eligible person made here: stopped by HR's decision, on Globex's list.
      const decided = funnel.blockers.find(
        (blocker) => blocker.owner === "stopped" && blocker.requirement === "eligibility_status",
      )!;
      expect(decided).toBeDefined();
      await links.nth(funnel.blockers.indexOf(decided)).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(blockerHref(decided))}$`), quick);
      await expect(heading(page, at("employees.title"))).toBeVisible(quick);
      await expect(page.getByRole("combobox", { name: at("filters.waitingOn") })).toHaveValue("stopped", quick);
      await expect(page.getByRole("combobox", { name: at("filters.stuckOn") })).toHaveValue(
        "eligibility_status",
        quick,
      );
      await expectShowing(page, 1, Math.min(25, decided.count), decided.count);
      const rows = employeesTable(page).getByRole("row");
      const count = await rows.count();
      const words = at("waiting.stops.eligibility_status");
      for (let index = 1; index < count; index += 1) await expect(rows.nth(index)).toContainText(words, quick);
    }).toPass(RACE);
    await checkpoint("blocker-table");
  });
});
