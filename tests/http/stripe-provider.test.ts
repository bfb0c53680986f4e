import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getEnv } from "@/lib/env";
import { resetPaymentsProvider } from "@/lib/providers/payments";

import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The real Stripe adapter (the stripe SDK) end to end through our HTTP API, against a local fake
// Stripe server: nothing leaves the machine.
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  resetPaymentsProvider();
});
afterAll(async () => {
  await fake.close();
  resetPaymentsProvider();
});
const { server, tenant, call } = httpHarness({
  tenant: { payrollDeductionRepayment: false, paymentMethodRepayment: true },
  env: () => ({
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake_123",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake_123",
    STRIPE_API_BASE: `http://${fake.host}:${fake.port}`,
  }),
});

async function newEmployee() {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  return { id: created.body.id, base: `/api/employers/${tenant.employerId}/employees/${created.body.id}` };
}

async function setupIntent(base: string) {
  const secret = await call<{ clientSecret: string }>("GET", `${base}/payment-methods/stripe/client-secret`);
  expect(secret.status).toBe(200);
  return secret.body.clientSecret.split("_secret_")[0]!;
}

describe("the Stripe adapter against a fake Stripe", () => {
  it("creates one customer per employee and SetupIntents for off-session use", async () => {
    const { id, base } = await newEmployee();
    expect((await call("GET", `${base}/payment-methods/stripe/publishable-key`)).body).toEqual({
      publishableKey: "pk_test_fake_123",
    });
    await setupIntent(base);
    await setupIntent(base);
    const customers = fake.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/customers" && r.form["metadata[employeeId]"] === id,
    );
    expect(customers).toHaveLength(1);
    const intents = fake.requests.filter(
      (r) => r.path === "/v1/setup_intents" && r.form["metadata[employeeId]"] === id,
    );
    expect(intents).toHaveLength(2);
    expect(intents[0]!.form).toMatchObject({ usage: "off_session" });
    expect(intents[0]!.headers.authorization).toBe("Bearer sk_test_fake_123");
    expect(intents[0]!.headers["stripe-version"]).toBeTruthy();
  });

  it("attaches a confirmed card with brand, funding, last four and expiry from the PaymentMethod", async () => {
    const { base } = await newEmployee();
    const id = await setupIntent(base);
    const early = await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: id } });
    expect(early.status).toBe(422);
    fake.confirmSetupIntent(id, "pm_card_visa_debit");
    const attached = await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: id } });
    expect(attached.body).toMatchObject({
      type: "CardDebit",
      name: "Visa",
      lastFour: "5556",
      paymentMethodStatus: "Verified",
    });
    expect((await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: id } })).body.id).toBe(
      attached.body.id,
    );
  });

  it("refuses a declined SetupIntent and another employee's", async () => {
    const { base } = await newEmployee();
    const declined = await setupIntent(base);
    fake.confirmSetupIntent(declined, "pm_card_chargeDeclined");
    expect((await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: declined } })).status).toBe(
      422,
    );
    const other = await newEmployee();
    const theirs = await setupIntent(other.base);
    fake.confirmSetupIntent(theirs, "pm_card_visa");
    expect((await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: theirs } })).status).toBe(
      422,
    );
    expect(
      (await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: "seti_unknown123" } })).status,
    ).toBe(422);
  });

  it("takes a bank account as Pending and settles it from a signed Stripe event", async () => {
    const { base } = await newEmployee();
    const id = await setupIntent(base);
    fake.confirmSetupIntent(id, "pm_usBankAccount");
    const attached = await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId: id } });
    expect(attached.body).toMatchObject({ type: "BankAccount", paymentMethodStatus: "Pending" });
    const payload = JSON.stringify({
      id: `evt_${id}`,
      object: "event",
      type: "setup_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id, object: "setup_intent" } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: getEnv().STRIPE_WEBHOOK_SECRET });
    const response = await fetch(`${server.baseUrl}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: payload,
    });
    expect(response.status).toBe(200);
    const methods = await call<{ data: Array<{ paymentMethodStatus: string }> }>("GET", `${base}/payment-methods`);
    expect(methods.body.data[0]!.paymentMethodStatus).toBe("Verified");
  });

  it("detaches at Stripe when a method is removed, and the sandbox endpoints are gone", async () => {
    const { base } = await newEmployee();
    const id = await setupIntent(base);
    fake.confirmSetupIntent(id, "pm_card_visa");
    const attached = await call<{ id: number }>("POST", `${base}/payment-methods/stripe`, {
      body: { setupIntentId: id },
    });
    expect((await call("DELETE", `${base}/payment-methods/${attached.body.id}`)).status).toBe(200);
    expect(
      fake.requests.some((r) => r.method === "POST" && /^\/v1\/payment_methods\/pm_[^/]+\/detach$/.test(r.path)),
    ).toBe(true);
    expect(
      (
        await call("POST", `/api/sandbox/stripe/setup_intents/${id}/confirm`, {
          body: { payment_method: "pm_card_visa" },
        })
      ).status,
    ).toBe(404);
  });
});
