import type { Locator, Page } from "@playwright/test";

import type { AdminWebhookEndpointList } from "@/lib/schemas/responses/admin-webhooks";

import { expect, test } from "../fixtures/admin";
import type { EmployerKey } from "../fixtures/demo";
import { adminT, expectLoaded, expectNoHorizontalScroll, heading } from "../support/admin-pages";
import { markupTranslator, type Locale } from "../support/messages";
import { seedWebhookEndpoints } from "../support/webhook-endpoints";

// HR's webhooks page on a phone: an endpoint nothing gets through to says so, since when, what
// waits and its last answer, and is open; the others are folded to their address and status.
// Each language runs as another demo employer, so each test's endpoints have their own client
// (and the partner API's per-client throttle) while the two run side by side.

const LANGUAGE = { en: "English", es: "Spanish" } as const;
const EMPLOYER: Record<Locale, EmployerKey> = { en: "acme", es: "globex" };
const BACKLOG = 150;

type Row = AdminWebhookEndpointList["data"][number];

test.use({ viewport: { width: 320, height: 640 } });

for (const locale of ["en", "es"] as const) {
  test(`webhooks at 320 px in ${LANGUAGE[locale]}: what cannot be reached says so with its backlog, the rest is folded, nothing scrolls sideways`, async ({
    page,
    api,
    adminSignIn,
    chooseLocale,
    checkpoint,
  }) => {
    test.slow();
    const t = adminT(locale);
    const rich = markupTranslator(locale, "admin.webhooks.reachability");
    const time = (chunks: string) => chunks;
    await chooseLocale(locale);
    const seeded = await seedWebhookEndpoints(api, EMPLOYER[locale], BACKLOG);
    try {
      const admin = await adminSignIn(EMPLOYER[locale]);
      const listed = await admin.call<AdminWebhookEndpointList>("GET", "/api/admin/webhook-endpoints");
      const row = (id: string): Row => {
        const found = listed.data.find((endpoint) => endpoint.id === id);
        if (!found) throw new Error(`endpoint ${id} is not listed`);
        return found;
      };
      await page.goto("/admin/webhooks");
      await expect(heading(page, t("webhooks.title"))).toBeVisible();
      await expectLoaded(page);
      const when = (iso: string) => formatInBrowser(page, locale, iso);
      const section = (endpoint: { url: string }) => page.getByRole("region", { name: endpoint.url, exact: true });
      const disclosure = (endpoint: { url: string }) =>
        section(endpoint).getByRole("heading", { level: 2 }).getByRole("button", { name: endpoint.url, exact: true });
      const deliveries = (endpoint: { url: string }) =>
        section(endpoint).getByRole("region", { name: t("webhooks.deliveries.caption", { url: endpoint.url }) });
      const http403 = rich("answers.http", { code: 403 });

      await test.step("an endpoint nothing gets through to says since when, what waits and the last answer, and is open", async () => {
        const disabled = row(seeded.disabled.id);
        expect(disabled.reachability.state).toBe("disabled");
        if (disabled.reachability.state !== "disabled" || !disabled.reachability.since) throw new Error("no since");
        expect(disabled.deliveries.waiting).toBe(BACKLOG);
        await expect(disclosure(seeded.disabled)).toHaveAttribute("aria-expanded", "true");
        await expect(disclosure(seeded.disabled)).toHaveAccessibleDescription(
          rich("disabled", {
            since: await when(disabled.reachability.since),
            time,
            waiting: BACKLOG,
            answer: http403,
          }),
        );
        await expect(section(seeded.disabled).locator("time").first()).toHaveAttribute(
          "datetime",
          disabled.reachability.since,
        );
        await expect(
          section(seeded.disabled)
            .getByRole("status")
            .filter({ hasText: t("webhooks.disabled.title") }),
        ).toBeVisible();

        const unreachable = row(seeded.unreachable.id);
        if (unreachable.reachability.state !== "not_reachable") throw new Error(unreachable.reachability.state);
        // Only one opens by itself (the disabled one: re-enabling it is HR's to do); this one says
        // what it is while folded.
        await expect(disclosure(seeded.unreachable)).toHaveAttribute("aria-expanded", "false");
        await expect(disclosure(seeded.unreachable)).toHaveAccessibleDescription(
          rich("notReachable", {
            since: await when(unreachable.reachability.since),
            time,
            waiting: 3,
            answer: http403,
          }),
        );
        await expect(deliveries(seeded.unreachable)).toHaveCount(0);
        await expect(deliveries(seeded.disabled).getByRole("row")).toHaveCount(1 + 10);
      });

      await test.step("the page says so first, each endpoint a link that opens it", async () => {
        const summary = page.getByRole("status").filter({ hasText: t("webhooks.attention.disabled") });
        for (const endpoint of [seeded.disabled, seeded.unreachable])
          await expect(summary.getByRole("link", { name: endpoint.url, exact: true })).toHaveAttribute(
            "href",
            `#endpoint-${endpoint.id}`,
          );
        await summary.getByRole("link", { name: seeded.unreachable.url, exact: true }).click();
        await expect(disclosure(seeded.unreachable)).toBeFocused();
        await expect(disclosure(seeded.unreachable)).toHaveAttribute("aria-expanded", "true");
        // Its refused deliveries' cards: failed, to be retried, with the receiver's answer.
        const refused = deliveries(seeded.unreachable).getByRole("row");
        await expect(refused).toHaveCount(1 + 3);
        for (const index of [1, 2, 3]) {
          await expect(refused.nth(index).getByRole("cell").first()).toContainText(
            t("webhooks.deliveries.statuses.retrying"),
          );
          // The answer, said once (its error only repeats it).
          const answer = refused.nth(index).getByRole("cell").nth(2);
          await expect(
            answer.getByText(t("webhooks.deliveries.httpStatus", { code: 403 }), { exact: true }),
          ).toHaveCount(1);
        }
        await expectNoHorizontalScroll(page);
        await checkpoint(`webhooks-320-${locale}-summary-link`);
        await disclosure(seeded.unreachable).click();
        await expect(disclosure(seeded.unreachable)).toHaveAttribute("aria-expanded", "false");
      });

      await test.step("the other endpoints are folded to their address and status: no deliveries shown", async () => {
        for (const endpoint of seeded.reachable) {
          const listedRow = row(endpoint.id);
          if (listedRow.reachability.state !== "reachable") throw new Error(listedRow.reachability.state);
          await expect(disclosure(endpoint)).toHaveAttribute("aria-expanded", "false");
          await expect(disclosure(endpoint)).toHaveAccessibleDescription(
            rich("reachable", { at: await when(listedRow.reachability.lastSuccessAt), time, waiting: 0 }),
          );
          await expect(deliveries(endpoint)).toHaveCount(0);
          await expectShorterThan(section(endpoint), 260);
        }
        await expect(disclosure(seeded.idle)).toHaveAttribute("aria-expanded", "false");
        await expect(disclosure(seeded.idle)).toHaveAccessibleDescription(rich("untried", { waiting: 0 }));
        await expectNoHorizontalScroll(page);
        const height = await page.evaluate(() => document.body.scrollHeight);
        const open = (await section(seeded.disabled).boundingBox())?.height ?? 0;
        const folded = (await section(seeded.reachable[0]!).boundingBox())?.height ?? 0;
        const measured = `${height} px tall; the open endpoint ${Math.round(open)} px, a folded one ${Math.round(folded)} px`;
        test.info().annotations.push({ type: "page at 320 px", description: `${measured} (${locale})` });
        console.log(`webhooks page at 320 px (${locale}): ${measured}`);
        await checkpoint(`webhooks-320-${locale}`);
      });

      await test.step("an endpoint opens to its details and deliveries, as cards that fit, and folds again", async () => {
        const [endpoint] = seeded.reachable;
        await disclosure(endpoint!).click();
        await expect(disclosure(endpoint!)).toHaveAttribute("aria-expanded", "true");
        const rows = deliveries(endpoint!).getByRole("row");
        await expect(rows).toHaveCount(1 + 4);
        await expect(rows.nth(1).getByRole("cell").first()).toContainText(t("webhooks.deliveries.statuses.succeeded"));
        const filters = section(endpoint!).getByRole("form", {
          name: t("webhooks.deliveries.filtersLabel", { url: endpoint!.url }),
        });
        await filters.getByRole("combobox", { name: t("webhooks.deliveries.filterStatus") }).selectOption("succeeded");
        await filters.getByRole("button", { name: t("webhooks.deliveries.filter") }).click();
        await expect(rows).toHaveCount(1 + 4);
        await expectNoHorizontalScroll(page);

        await expect(deliveries(seeded.disabled).getByRole("row")).toHaveCount(1 + 10);
        await expectNoHorizontalScroll(page);
        await checkpoint(`webhooks-320-${locale}-open`);

        await disclosure(endpoint!).click();
        await expect(disclosure(endpoint!)).toHaveAttribute("aria-expanded", "false");
        await expect(deliveries(endpoint!)).toBeHidden();
      });
    } finally {
      await seeded.cleanUp();
    }
  });
}

/** A moment as the page writes it (use-intl formats with the browser's Intl, times in UTC). */
function formatInBrowser(page: Page, locale: Locale, iso: string): Promise<string> {
  return page.evaluate(
    ([value, language]) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
        new Date(value),
      ) + " UTC",
    [iso, locale] as const,
  );
}

async function expectShorterThan(locator: Locator, pixels: number): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.height ?? Infinity, "a folded endpoint's height").toBeLessThan(pixels);
}
