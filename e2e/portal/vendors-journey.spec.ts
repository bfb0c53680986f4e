import { expect, test } from "../fixtures/test";
import { writeDocumentPng } from "../support/images";
import { en } from "../support/messages";
import { chooseFile, heading } from "../support/portal-pages";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_URL } from "../support/servers";

// The real vendor adapters end to end in the browser (issue 14): identity through Persona (a
// document check), the card through Stripe Issuing, its details through Stripe's Issuing Elements
// — each vendor a local fake of its published API (fake Persona, fake Stripe with signed
// issuing_card events to our webhook, fake Stripe.js). Nothing leaves the machine.
test.use({ app: "vendors", fakeStripeJs: true });

type StripeCard = { id: string; type: string; last4: string; metadata: Record<string, string> };

/** The Stripe card the adapter made for our card id and kind (what the fake Stripe holds). */
async function stripeCard(cardId: string, kind: "virtual" | "physical"): Promise<StripeCard> {
  const response = await fetch(`${FAKE_STRIPE_URL}/v1/issuing/cards?limit=100`, {
    headers: { authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}` },
  });
  const { data } = (await response.json()) as { data: StripeCard[] };
  const card = data.find((candidate) => candidate.metadata.cardId === cardId && candidate.type === kind);
  if (!card) throw new Error(`no Stripe ${kind} card for ${cardId}`);
  return card;
}

test("vendors: Persona asks for a document, Stripe Issuing issues the card, Issuing Elements show it, Stripe ships it, the employee activates it", async ({
  page,
  api,
  signIn,
  checkpoint,
}, testInfo) => {
  // Globex (Acme on this app is the full-file journey's); SSN …1111: Persona asks for documents.
  const employee = await api.createEmployee({ employer: "globex", ssnSerial: "1111" });
  await api.makeReady(employee, ["agreements", "atr"]);
  await test.step("a payment method saved through Stripe (the Payment Element's own journey is payment-method-stripe)", async () => {
    const { body } = await api.call<{ clientSecret: string }>(
      employee.employer,
      "GET",
      `${employee.base}/payment-methods/stripe/client-secret`,
    );
    const setupIntentId = body.clientSecret.split("_secret_")[0] ?? "";
    const confirmed = await fetch(`${FAKE_STRIPE_URL}/__test/setup_intents/${setupIntentId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ payment_method: "pm_card_visa", client_secret: body.clientSecret }),
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await api.call(employee.employer, "POST", `${employee.base}/payment-methods/stripe`, { setupIntentId })).status,
    ).toBe(200);
  });
  await signIn(employee);

  await test.step("identity: Persona's standard check asks for a document; the document check verifies", async () => {
    await page.goto("/onboarding/identity");
    await expect(heading(page, en("identity.title"))).toBeVisible();
    await page.getByRole("button", { name: en("identity.start.submit") }).click();
    await expect(page.getByRole("heading", { name: en("identity.documents.title") })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(en("identity.documents.types.DRIVERS_LICENSE")).check();
    await chooseFile(
      page,
      en("identity.documents.front.DRIVERS_LICENSE"),
      writeDocumentPng(testInfo.outputPath("front.png")),
    );
    await chooseFile(
      page,
      en("identity.documents.back.DRIVERS_LICENSE"),
      writeDocumentPng(testInfo.outputPath("back.png")),
    );
    await page.getByRole("button", { name: en("identity.documents.submit") }).click();
    // Verified while the person watched: on to the next task, no page with only "Continue".
    await expect(page).not.toHaveURL(/\/onboarding\/identity/, { timeout: 20_000 });
    await checkpoint("persona-verified");
    const verification = await api.call<{ checks: Array<{ kind: string; outcome: string | null }> }>(
      employee.employer,
      "GET",
      `${employee.base}/identity-verification`,
    );
    expect(verification.body.checks.map((check) => [check.kind, check.outcome])).toEqual(
      expect.arrayContaining([
        ["standard", "NEEDS_EXPANDED_VERIFICATION"],
        ["documentary", "VERIFIED"],
      ]),
    );
  });

  let cardId = "";
  await test.step("card: virtual and physical, issued by Stripe Issuing", async () => {
    await page.goto("/onboarding/card");
    await expect(heading(page, en("card.title"))).toBeVisible();
    await page.getByLabel(en("card.choose.options.all.label")).check();
    await page.getByRole("button", { name: en("card.choose.submit") }).click();
    await expect(page.getByTestId("virtual-last-four")).toHaveText(/^\d{4}$/);
    const [issued] = (await api.cards(employee)).data;
    cardId = issued!.id;
    const virtual = await stripeCard(cardId, "virtual");
    await expect(page.getByTestId("virtual-last-four")).toHaveText(virtual.last4);
    await checkpoint("stripe-card-created");
  });

  await test.step("card details: drawn by (fake) Issuing Elements in Stripe's frames, with a key our server minted", async () => {
    const section = page.getByRole("region", { name: en("card.details.virtualTitle") });
    await section.getByRole("button", { name: en("card.details.reveal.show") }).click();
    const virtual = await stripeCard(cardId, "virtual");
    const number = page.frameLocator('iframe[data-issuing-field="number"]');
    await expect(number.locator('[data-field="number"]')).toHaveText(
      new RegExp(`^4000 \\d{4} \\d{4} ${virtual.last4}$`),
    );
    await expect(page.frameLocator('iframe[data-issuing-field="cvc"]').locator('[data-field="cvc"]')).toHaveText(
      /^\d{3}$/,
    );
    await expect(page.frameLocator('iframe[data-issuing-field="expiry"]').locator('[data-field="expiry"]')).toHaveText(
      /^\d{2}\/\d{2}$/,
    );
    // Our page holds no card number: only Stripe's frames do.
    expect(await page.locator("main").innerText()).not.toMatch(/\d{4} \d{4} \d{4} \d{4}/);
    await checkpoint("issuing-elements");
    await section.getByRole("button", { name: en("card.details.reveal.hide") }).click();
  });

  await test.step("Stripe ships the physical card (its signed event reaches our webhook), the employee activates it", async () => {
    const section = page.getByRole("region", { name: en("card.details.physicalTitle") });
    // Not mailed yet: activation is a sentence, not a button.
    await expect(section).toContainText(en("card.activate.preparing"));
    await expect(section.getByRole("button", { name: en("card.activate.submit") })).toHaveCount(0);
    await expect(page.getByTestId("card-next-steps")).toContainText(en("card.confirmation.physical_preparing"));
    const physical = await stripeCard(cardId, "physical");
    const shipped = await fetch(`${FAKE_STRIPE_URL}/v1/test_helpers/issuing/cards/${physical.id}/shipping/ship`, {
      method: "POST",
      headers: { authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}` },
    });
    expect(shipped.status).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(section).toContainText(
        en("card.details.shippingLine", { shipping: en("card.details.shipping.shipped") }),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    await checkpoint("stripe-shipped");
    await section.getByRole("button", { name: en("card.activate.submit") }).click();
    await expect(section.getByRole("status")).toHaveText(en("card.activate.active"));
    expect((await api.cards(employee)).data[0]?.status).toBe("Active");
    const response = await fetch(`${FAKE_STRIPE_URL}/v1/issuing/cards/${physical.id}`, {
      headers: { authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}` },
    });
    expect(((await response.json()) as { status: string }).status).toBe("active");
    await checkpoint("stripe-activated");
  });
});
