import { randomBytes } from "node:crypto";

import { expectNoHorizontalScroll, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { operatorT } from "../support/operator-pages";
import { createEmployerOverHttp, expect, test } from "../fixtures/operator";

// The console's agreements pages (docs/operator.md#the-consoles-pages): a program operator adds a
// document for an employer of the test's own (so no other journey's people see it), previews a new
// version with what changed word by word, and publishes it. Nothing here is program-wide.

const t = operatorT("en");
const g = (key: string, values?: Record<string, string | number>) => t(`agreements.${key}`, values);
const field = (key: string, values?: Record<string, string>) => g(`form.fields.${key}`, values);

test("a program operator adds an employer's document, previews a new version with its changes and publishes it, telling people", async ({
  page,
  context,
  operatorSignIn,
}) => {
  const suffix = randomBytes(3).toString("hex");
  await operatorSignIn("program");
  const employer = await createEmployerOverHttp(context, `Agreements Co ${suffix}`);
  const title = `Card rules ${suffix}`;
  const inLanguage = (language: string) => ({ language: t(`agreements.form.fields.texts.${language}`) });

  await test.step("the agreements page, from the navigation: a new document for the test's employer", async () => {
    await page.goto("/operator");
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.agreements") })
      .click();
    await expect(heading(page, g("title"))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${g("title")} – `));
    await expectNoSeriousA11yViolations(page, "operator agreements");
    await page.getByLabel(field("slug.label")).fill(`card-rules-${suffix}`);
    await page
      .getByLabel(field("scope.label"))
      .selectOption({ label: field("scope.employer", { name: employer.name }) });
    await page.getByLabel(field("tag.label")).fill(`card-rules-${suffix}-v1`);
    await page.getByLabel(field("title.label", inLanguage("en"))).fill(title);
    await page.getByLabel(field("body.label", inLanguage("en"))).fill("Purchases are approved up to your balance.");
    await page.getByLabel(field("title.label", inLanguage("es"))).fill(`Reglas de la tarjeta ${suffix}`);
    await page.getByLabel(field("body.label", inLanguage("es"))).fill("Las compras se aprueban hasta su saldo.");
    await page.getByRole("button", { name: g("create.submit") }).click();
    await expect(page).toHaveURL(/\/operator\/agreements\/agr_/);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByText(g("detail.created"))).toBeVisible();
  });

  const tag = page.getByLabel(field("tag.label"));
  const effectiveAt = page.getByLabel(field("effectiveAt.label"));
  await test.step("a new version more than a year ahead is refused, naming the field", async () => {
    await tag.fill(`card-rules-${suffix}-v2`);
    await effectiveAt.fill("2099-01-01T09:00");
    await page.getByRole("button", { name: g("publish.preview") }).click();
    const problem = g("form.errors.effectiveAt.effective_at_too_far");
    await expect(page.getByRole("alert").filter({ has: page.getByRole("link", { name: problem }) })).toBeFocused();
    await expect(page.getByText(problem)).toHaveCount(2);
    await expect(effectiveAt).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("previewed from now, telling people only: the changed words, as employees will read it", async () => {
    await effectiveAt.fill("");
    // The form starts from the version in force: one word changes.
    await expect(page.getByLabel(field("body.label", inLanguage("en")))).toHaveValue(
      "Purchases are approved up to your balance.",
    );
    await page.getByLabel(field("body.label", inLanguage("en"))).fill("Purchases are approved up to your limit.");
    await page.getByRole("radio", { name: g("publish.reacceptance.notify") }).check();
    await page.getByRole("button", { name: g("publish.preview") }).click();
    const preview = page.getByRole("region", { name: g("preview.title", { tag: `card-rules-${suffix}-v2` }) });
    await expect(preview.getByRole("heading", { level: 3 })).toBeFocused();
    await expect(preview.locator("del")).toHaveText(
      `${g("preview.changes.removedStart")} balance ${g("preview.changes.removedEnd")}`,
    );
    await expect(preview.locator("ins")).toHaveText(
      `${g("preview.changes.addedStart")} limit ${g("preview.changes.addedEnd")}`,
    );
    await expect(preview.getByRole("region", { name: g("preview.textLabel", inLanguage("en")) })).toHaveText(
      "Purchases are approved up to your limit.",
    );
    await expect(preview.getByText(g("preview.reach.notify", { count: 0 }))).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator agreement preview");
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("published: the outcome says how many were told, and the history shows it in force", async () => {
    await page.getByRole("button", { name: g("preview.publish"), exact: true }).click();
    const outcome = page
      .getByRole("status")
      .filter({ hasText: g("publish.published", { tag: `card-rules-${suffix}-v2`, count: 0 }) });
    await expect(outcome).toBeFocused();
    const versions = page.getByRole("region", { name: g("history.title") }).getByRole("article");
    await expect(versions).toHaveCount(2);
    for (const [index, [version, status]] of [
      ["v2", "in_force"],
      ["v1", "superseded"],
    ].entries()) {
      const title = versions.nth(index).getByRole("heading");
      await expect(title).toContainText(`card-rules-${suffix}-${version}`);
      await expect(title).toContainText(g(`history.status.${status}`));
    }
    await expect(versions.first()).toContainText(g("history.reacceptanceValues.notify"));
  });
});
