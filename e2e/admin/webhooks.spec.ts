import { expect, test } from "../fixtures/admin";
import { at, expectLoaded, followAdminNav } from "../support/admin-pages";
import { markupTranslator } from "../support/messages";
import { escapeRegExp } from "../support/portal-pages";
import { randomWord } from "../support/test-data";

// Nothing listens on port 9 (discard): every delivery attempt fails, and the delivery waits for its retry.
// The e2e app disables an endpoint failing for 3 seconds (WEBHOOK_DISABLE_AFTER_DAYS in
// playwright.config.ts) instead of 5 days, so its second failed attempt (5 s after the first) trips it.
const URL_THAT_FAILS = "http://127.0.0.1:9/x";

/** The start of an endpoint's status sentence, up to its first value ("Not reachable since "). */
const statusStart = (key: string) =>
  new RegExp(
    `^${escapeRegExp(
      markupTranslator("en", "admin.webhooks.reachability")(key, {
        since: "§",
        time: (chunks) => chunks,
        waiting: 0,
        answer: "§",
      }).split("§")[0]!,
    )}`,
  );

test("webhooks: an endpoint added through the partner API is listed with a failing delivery that can be replayed, and is re-enabled once disabled", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  const employer = api.employerFor("acme");
  const description = `e2e endpoint ${randomWord(8).toLowerCase()}`;
  const created = await api.call<{ id: string; url: string }>(employer, "POST", "/api/webhook-endpoints", {
    url: URL_THAT_FAILS,
    events: ["employee.created"],
    description,
  });
  expect(created.status, created.text).toBe(201);
  const endpointId = created.body.id;

  try {
    // An event the endpoint subscribes to: the delivery is queued with the event.
    await api.createEmployee({ employer: "acme", personal: "none" });
    await adminSignIn("acme");

    await test.step("the navigation leads to the webhooks page", async () => {
      await page.goto("/admin");
      await followAdminNav(page, { link: "nav.webhooks", path: "/admin/webhooks", title: "webhooks.title" });
      await expectLoaded(page);
    });

    const endpoint = page.getByRole("region", { name: created.body.url, exact: true }).filter({ hasText: description });
    const deliveries = endpoint.getByRole("region", {
      name: at("webhooks.deliveries.caption", { url: created.body.url }),
    });
    const row = deliveries.getByRole("row").filter({ hasText: "employee.created" }).last();
    // Folded unless nothing gets through to it yet when the page loads: opened if need be.
    const disclosure = endpoint.getByRole("heading", { level: 2 }).getByRole("button", { name: created.body.url });

    await test.step("the endpoint is listed with its description; open, its client and events", async () => {
      await expect(endpoint).toHaveCount(1);
      await expect(endpoint.getByText(description, { exact: true })).toBeVisible();
      if ((await disclosure.getAttribute("aria-expanded")) === "false") await disclosure.click();
      await expect(disclosure).toHaveAttribute("aria-expanded", "true");
      const detail = (term: string) =>
        endpoint.locator("dt", { hasText: at(`webhooks.endpoint.${term}`) }).locator("xpath=following-sibling::dd[1]");
      await expect(detail("client")).toHaveText(`${employer.name} demo client`);
      await expect(detail("events")).toHaveText("employee.created");
    });

    await test.step("the delivery's attempt failed: its row shows the error and a Replay button", async () => {
      // The in-app worker makes the first attempt within seconds; Refresh reads the list again.
      await expect(async () => {
        await page.getByRole("button", { name: at("webhooks.refresh"), exact: true }).click();
        await expect(page.getByRole("status").filter({ hasText: at("webhooks.refreshing") })).toHaveCount(0);
        // As shown (innerText): each cell also holds its column's name, seen only on a narrow screen.
        await expect(row.getByRole("cell").nth(2)).not.toHaveText(/^(—)?$/, { timeout: 1_000, useInnerText: true });
      }).toPass({ timeout: 30_000, intervals: [1_000] });
      await expect(row.getByRole("cell").first()).toContainText(at("webhooks.deliveries.statuses.retrying"));
      // Not reachable; or already disabled, when a slow machine let the second attempt (5 s on) trip the breaker
      // before this check: the step after this one waits for that state either way.
      await expect(disclosure).toHaveAccessibleDescription(
        new RegExp(`${statusStart("notReachable").source}|${statusStart("disabled").source}`),
      );
      // Attempts: at least one, with its log behind a disclosure.
      await expect(row.getByRole("cell").nth(1)).toHaveText(/^[1-9]/, { useInnerText: true });
      await expect(
        row.getByRole("button", { name: new RegExp(`^${escapeRegExp(at("webhooks.replay.button"))} `) }),
      ).toBeVisible();
      await checkpoint("webhooks");
    });

    await test.step("Replay queues the delivery again and says so", async () => {
      const replay = row.getByRole("button", { name: new RegExp(`^${escapeRegExp(at("webhooks.replay.button"))} `) });
      const eventId = /\b(evt_\w+)/.exec(await row.getByRole("rowheader").innerText())?.[1] ?? "";
      expect(eventId, "the row names its event").not.toBe("");
      await expect(replay).toHaveAccessibleName(
        `${at("webhooks.replay.button")} ${at("webhooks.replay.buttonContext", { eventType: "employee.created", eventId })}`,
      );
      await replay.click();
      await expect(
        endpoint
          .getByRole("status")
          .filter({ hasText: at("webhooks.replay.queued", { eventType: "employee.created", eventId }) }),
      ).toBeVisible();
      await checkpoint("webhooks-replayed");
    });

    await test.step("failing on, the endpoint is disabled: the page and the endpoint say so, with a Re-enable button", async () => {
      const notice = endpoint.getByRole("status").filter({ hasText: at("webhooks.disabled.title") });
      await expect(async () => {
        await page.getByRole("button", { name: at("webhooks.refresh"), exact: true }).click();
        await expect(notice).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000, intervals: [1_000] });
      await expect(page.getByRole("status").filter({ hasText: at("webhooks.attention.disabled") })).toBeVisible();
      await expect(disclosure).toHaveAccessibleDescription(statusStart("disabled"));
      await expect(notice.getByRole("button")).toHaveAccessibleName(
        `${at("webhooks.disabled.enable")} ${at("webhooks.disabled.enableContext", { url: created.body.url })}`,
      );
      await checkpoint("webhooks-disabled");
    });

    await test.step("Re-enable sends again and says so", async () => {
      await endpoint
        .getByRole("button", { name: new RegExp(`^${escapeRegExp(at("webhooks.disabled.enable"))} `) })
        .click();
      await expect(
        endpoint.getByRole("status").filter({ hasText: at("webhooks.disabled.enabled", { url: created.body.url }) }),
      ).toBeVisible();
      await expect(endpoint.getByRole("status").filter({ hasText: at("webhooks.disabled.title") })).toHaveCount(0);
      // Enabled again, and said to be: nothing has got through since its first failed attempt.
      await expect(disclosure).toHaveAccessibleDescription(statusStart("notReachable"));
      await checkpoint("webhooks-re-enabled");
    });
  } finally {
    await api.call(employer, "DELETE", `/api/webhook-endpoints/${endpointId}`);
  }
});
