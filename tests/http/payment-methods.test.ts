import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { getEnv } from "@/lib/env";

import { apiClient, createTenant, employeeBody, savePaymentMethod } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness({
  tenant: { payrollDeductionRepayment: false, paymentMethodRepayment: true },
});

type Method = {
  id: number;
  type: string;
  name: string;
  description: string;
  lastFour: string;
  expiration: { month: number; year: number } | null;
  paymentMethodStatus: string;
};
type Requirement = { key: string; fulfilled: boolean; code: string | null };

async function newEmployee() {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  return `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
}
const repayment = async (base: string) =>
  (await call<{ requirements: Requirement[] }>("GET", `${base}/onboarding/status`)).body.requirements.find(
    (r) => r.key === "repayment_process",
  )!;

describe("payment methods through the sandbox SetupIntent flow", () => {
  it("publishable key, client secret, confirm with a test token, attach: PaymentMethodResponse as the contract has it", async () => {
    const base = await newEmployee();
    const key = await call<{ publishableKey: string }>("GET", `${base}/payment-methods/stripe/publishable-key`);
    expect(key.body.publishableKey).toMatch(/^pk_test_/);
    expect((await repayment(base)).code).toBe("payment_method_missing");
    const { clientSecret, setupIntentId, confirmed, attached } = await savePaymentMethod(call, base, "pm_card_visa");
    expect(clientSecret).toMatch(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect(confirmed.body).toMatchObject({ id: setupIntentId, object: "setup_intent", status: "succeeded" });
    expect(attached.status).toBe(200);
    expect(attached.body).toEqual({
      id: expect.any(Number),
      type: "CardCredit",
      name: "Visa",
      description: "Visa credit card ending in 4242",
      lastFour: "4242",
      expiration: { month: 12, year: 2034 },
      paymentMethodStatus: "Verified",
      createdAt: expect.any(String),
    });
    expect(await repayment(base)).toMatchObject({ fulfilled: true });
    // Attaching the same SetupIntent again returns the same payment method.
    const again = await call<Method>("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId } });
    expect(again.body.id).toBe(attached.body.id);
    expect((await call<{ data: Method[] }>("GET", `${base}/payment-methods`)).body.data).toHaveLength(1);
  });

  it.each([
    ["pm_card_mastercard", "CardCredit", "4444"],
    ["pm_card_visa_debit", "CardDebit", "5556"],
    ["pm_card_amex", "CardCredit", "8431"],
  ])("maps %s", async (token, type, lastFour) => {
    const { attached } = await savePaymentMethod(call, await newEmployee(), token);
    expect(attached.body).toMatchObject({ type, lastFour, paymentMethodStatus: "Verified" });
  });

  it("refuses a declined SetupIntent, an unknown id, a non-SetupIntent id, and another employee's", async () => {
    const base = await newEmployee();
    const declined = await savePaymentMethod(call, base, "pm_card_chargeDeclined");
    expect(declined.confirmed.body).toMatchObject({
      status: "requires_payment_method",
      last_setup_error: { code: "card_declined" },
    });
    expect(declined.attached.status).toBe(422);
    expect((declined.attached.body as unknown as { errors: Array<{ code: string }> }).errors[0]!.code).toBe(
      "setup_intent_not_succeeded",
    );
    for (const setupIntentId of ["seti_doesnotexist", "pm_123", "seti_../../etc", ""]) {
      const result = await call("POST", `${base}/payment-methods/stripe`, { body: { setupIntentId } });
      expect(result.status).toBe(422);
    }
    const other = await newEmployee();
    const theirs = await savePaymentMethod(call, other, "pm_card_visa");
    const stolen = await call("POST", `${base}/payment-methods/stripe`, {
      body: { setupIntentId: theirs.setupIntentId },
    });
    expect(stolen.status).toBe(422);
    expect((await repayment(base)).fulfilled).toBe(false);
  });

  it("refuses unknown test tokens and a second confirmation, and hides intents from strangers", async () => {
    const base = await newEmployee();
    const secret = await call<{ clientSecret: string }>("GET", `${base}/payment-methods/stripe/client-secret`);
    const id = secret.body.clientSecret.split("_secret_")[0]!;
    const path = `/api/sandbox/stripe/setup_intents/${id}/confirm`;
    expect((await call("POST", path, { body: { payment_method: "pm_card_bogus" } })).status).toBe(422);
    expect((await call("POST", path, { body: { payment_method: "pm_card_visa" } })).status).toBe(200);
    expect((await call("POST", path, { body: { payment_method: "pm_card_visa" } })).body.code).toBe(
      "setup_intent_unexpected_state",
    );
    const stranger = apiClient(server.baseUrl, await createTenant());
    expect((await stranger("POST", path, { body: { payment_method: "pm_card_visa" } })).status).toBe(404);
    expect(
      (await stranger("POST", path, { body: { payment_method: "pm_card_visa", client_secret: "seti_x_secret_y" } }))
        .status,
    ).toBe(404);
  });

  it("attaches a bank account as Pending until verification completes, then Verified", async () => {
    const base = await newEmployee();
    const { setupIntentId, clientSecret, attached } = await savePaymentMethod(call, base, "pm_usBankAccount");
    expect(attached.body).toMatchObject({ type: "BankAccount", paymentMethodStatus: "Pending", lastFour: "6789" });
    expect(await repayment(base)).toMatchObject({ fulfilled: false, code: "payment_method_pending_verification" });
    await call("POST", `/api/sandbox/stripe/setup_intents/${setupIntentId}/verify_microdeposits`, {
      body: { succeeded: true, client_secret: clientSecret },
    });
    expect((await call<{ data: Method[] }>("GET", `${base}/payment-methods`)).body.data[0]!.paymentMethodStatus).toBe(
      "Verified",
    );
    expect((await repayment(base)).fulfilled).toBe(true);
  });

  it("removes a method; the requirement is unmet again when it was the only one", async () => {
    const base = await newEmployee();
    const { attached } = await savePaymentMethod(call, base, "pm_card_visa");
    const removed = await call("DELETE", `${base}/payment-methods/${attached.body.id}`);
    expect(removed.status).toBe(200);
    expect((await call<{ data: Method[] }>("GET", `${base}/payment-methods`)).body.data).toEqual([]);
    expect((await repayment(base)).code).toBe("payment_method_missing");
    expect((await call("DELETE", `${base}/payment-methods/${attached.body.id}`)).status).toBe(404);
    expect((await call("DELETE", `${base}/payment-methods/not-a-number`)).status).toBe(404);
  });
});

describe("POST /api/webhooks/stripe", () => {
  const post = async (event: Record<string, unknown>, secret = getEnv().STRIPE_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${server.baseUrl}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      body: payload,
    });
  };
  const stripeEvent = (id: string, type: string, setupIntentId: string, created: number) => ({
    id,
    object: "event",
    type,
    created,
    api_version: "2025-01-01",
    data: { object: { id: setupIntentId, object: "setup_intent" } },
  });

  it("verifies signatures, skips duplicates, and ignores out-of-order events", async () => {
    const base = await newEmployee();
    const { setupIntentId } = await savePaymentMethod(call, base, "pm_usBankAccount");
    const now = Math.floor(Date.now() / 1000);
    const forged = await post(
      stripeEvent("evt_forged", "setup_intent.succeeded", setupIntentId, now),
      "whsec_d3Jvbmctc2VjcmV0",
    );
    expect(forged.status).toBe(400);
    const succeeded = await post(stripeEvent(`evt_ok_${now}`, "setup_intent.succeeded", setupIntentId, now));
    expect(await succeeded.json()).toEqual({ received: true, outcome: "applied" });
    const duplicate = await post(stripeEvent(`evt_ok_${now}`, "setup_intent.succeeded", setupIntentId, now));
    expect(await duplicate.json()).toEqual({ received: true, outcome: "duplicate" });
    // A failure that happened before the success arrives late: it must not undo it.
    const late = await post(stripeEvent(`evt_late_${now}`, "setup_intent.setup_failed", setupIntentId, now - 60));
    expect(await late.json()).toEqual({ received: true, outcome: "ignored" });
    const methods = await call<{ data: Method[] }>("GET", `${base}/payment-methods`);
    expect(methods.body.data.map((m) => m.paymentMethodStatus)).toEqual(["Verified"]);
  });

  it("refuses a missing signature", async () => {
    const response = await fetch(`${server.baseUrl}/api/webhooks/stripe`, { method: "POST", body: "{}" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("invalid_signature");
  });
});
