import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type FakeStripe, startFakeStripe } from "@/tests/support/fake-stripe";

import { createStripePaymentsProvider } from "./stripe";
import type { PaymentsProvider } from "./types";

let fake: FakeStripe;
let provider: PaymentsProvider;
let employees = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = providerWithKey("sk_test_fake_51BenefitsOnboarding");
});

afterAll(async () => {
  await fake.close();
});

function providerWithKey(secretKey: string): PaymentsProvider {
  return createStripePaymentsProvider({
    secretKey,
    publishableKey: "pk_test_fake_51BenefitsOnboarding",
    host: fake.host,
    port: fake.port,
    protocol: "http",
    timeoutMs: 5_000,
  });
}

// Each test gets its own employee so idempotency keys never collide across tests.
function nextEmployee() {
  employees += 1;
  return {
    employeeId: `emp_test_${employees}`,
    email: `employee${employees}@example.com`,
    name: `Employee ${employees}`,
  };
}

async function newSetupIntent() {
  const employee = nextEmployee();
  const customerId = await provider.createCustomer(employee);
  const intent = await provider.createSetupIntent({ customerId, employeeId: employee.employeeId });
  return { ...intent, customerId, employeeId: employee.employeeId };
}

/** A SetupIntent as read back while it still needs a payment method: none attached. */
const withoutPaymentMethod = ({ id, customerId }: { id: string; customerId: string }) => ({
  id,
  status: "requires_payment_method",
  customerId,
  awaitingVerification: false,
  paymentMethod: null,
});

const lastRequest = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).at(-1);

describe("Stripe payments provider against the fake Stripe API", () => {
  it("identifies itself and exposes the publishable key", () => {
    expect(provider.name).toBe("stripe");
    expect(provider.publishableKey).toBe("pk_test_fake_51BenefitsOnboarding");
  });

  it("creates a customer carrying the employee id in metadata", async () => {
    const employee = nextEmployee();
    const customerId = await provider.createCustomer(employee);

    expect(customerId).toMatch(/^cus_\w+$/);
    const request = lastRequest("POST", "/v1/customers");
    expect(request?.form).toEqual({
      email: employee.email,
      name: employee.name,
      "metadata[employeeId]": employee.employeeId,
    });
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.headers["idempotency-key"]).toBe(`customer-${employee.employeeId}`);
  });

  it("returns the same customer when creation is retried for the same employee", async () => {
    const employee = nextEmployee();
    const first = await provider.createCustomer(employee);
    const second = await provider.createCustomer(employee);
    const other = await provider.createCustomer(nextEmployee());

    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });

  it("refuses a retry whose details changed instead of making a second customer", async () => {
    const employee = nextEmployee();
    await provider.createCustomer(employee);

    await expect(provider.createCustomer({ ...employee, email: "changed@example.com" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it("creates an off-session SetupIntent restricted to cards and US bank accounts", async () => {
    const { id, clientSecret, customerId, employeeId } = await newSetupIntent();

    expect(id).toMatch(/^seti_\w+$/);
    expect(clientSecret.startsWith(`${id}_secret_`)).toBe(true);
    const request = lastRequest("POST", "/v1/setup_intents");
    expect(request?.form).toEqual({
      customer: customerId,
      usage: "off_session",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "us_bank_account",
      "metadata[employeeId]": employeeId,
    });
  });

  it("reads a SetupIntent before confirmation: no payment method yet", async () => {
    const { id, customerId } = await newSetupIntent();

    const info = await provider.retrieveSetupIntent(id);

    expect(info).toEqual(withoutPaymentMethod({ id, customerId }));
    expect(lastRequest("GET", `/v1/setup_intents/${id}`)?.form).toEqual({ "expand[0]": "payment_method" });
  });

  it.each([
    { token: "pm_card_visa", brand: "visa", funding: "credit", last4: "4242" },
    { token: "pm_card_mastercard", brand: "mastercard", funding: "credit", last4: "4444" },
    { token: "pm_card_visa_debit", brand: "visa", funding: "debit", last4: "5556" },
  ] as const)("maps the card confirmed with $token", async ({ token, brand, funding, last4 }) => {
    const { id, customerId } = await newSetupIntent();
    fake.confirmSetupIntent(id, token);

    const info = await provider.retrieveSetupIntent(id);

    expect(info).toEqual({
      id,
      status: "succeeded",
      customerId,
      awaitingVerification: false,
      paymentMethod: {
        kind: "card",
        id: expect.stringMatching(/^pm_\w+$/),
        brand,
        funding,
        last4,
        expMonth: 12,
        expYear: 2034,
      },
    });
  });

  it("reports a declined card as needing a payment method, with none attached", async () => {
    const { id, customerId } = await newSetupIntent();
    fake.confirmSetupIntent(id, "pm_card_chargeDeclined");

    const info = await provider.retrieveSetupIntent(id);

    expect(info).toEqual(withoutPaymentMethod({ id, customerId }));
  });

  it("lets a declined SetupIntent be confirmed again with another card", async () => {
    const { id } = await newSetupIntent();
    fake.confirmSetupIntent(id, "pm_card_chargeDeclined");
    fake.confirmSetupIntent(id, "pm_card_visa");

    const info = await provider.retrieveSetupIntent(id);

    expect(info?.status).toBe("succeeded");
    expect(info?.paymentMethod).toMatchObject({ kind: "card", last4: "4242" });
  });

  it("marks a bank account as awaiting verification, then succeeded once microdeposits settle", async () => {
    const { id, customerId } = await newSetupIntent();
    fake.confirmSetupIntent(id, "pm_usBankAccount");

    const pending = await provider.retrieveSetupIntent(id);
    expect(pending).toEqual({
      id,
      status: "requires_action",
      customerId,
      awaitingVerification: true,
      paymentMethod: {
        kind: "us_bank_account",
        id: expect.stringMatching(/^pm_\w+$/),
        bankName: "STRIPE TEST BANK",
        last4: "6789",
        accountType: "checking",
      },
    });

    fake.settleBankAccount(id, true);
    const settled = await provider.retrieveSetupIntent(id);
    expect(settled).toEqual({ ...pending, status: "succeeded", awaitingVerification: false });
  });

  it("drops the bank account when microdeposit verification fails", async () => {
    const { id, customerId } = await newSetupIntent();
    fake.confirmSetupIntent(id, "pm_usBankAccount");
    fake.settleBankAccount(id, false);

    const info = await provider.retrieveSetupIntent(id);

    expect(info).toEqual(withoutPaymentMethod({ id, customerId }));
  });

  it("answers undefined for a SetupIntent Stripe does not know", async () => {
    await expect(provider.retrieveSetupIntent("seti_doesnotexist")).resolves.toBeUndefined();
  });

  it("lets errors other than not-found propagate", async () => {
    const unauthorised = providerWithKey("sk_live_must_never_reach_a_fake");

    await expect(unauthorised.retrieveSetupIntent("seti_doesnotexist")).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("detaches a payment method, and detaching it again is a no-op", async () => {
    const { id } = await newSetupIntent();
    fake.confirmSetupIntent(id, "pm_card_visa");
    const info = await provider.retrieveSetupIntent(id);
    const paymentMethodId = info?.paymentMethod?.id ?? "";

    await expect(provider.detachPaymentMethod(paymentMethodId)).resolves.toBeUndefined();
    await expect(provider.detachPaymentMethod(paymentMethodId)).resolves.toBeUndefined();
    expect(fake.requests.filter((r) => r.path === `/v1/payment_methods/${paymentMethodId}/detach`)).toHaveLength(2);
  });

  it("treats detaching an unknown payment method as done", async () => {
    await expect(provider.detachPaymentMethod("pm_doesnotexist")).resolves.toBeUndefined();
  });

  it("authenticated every request with the secret key and pinned the SDK's API version", () => {
    const ours = fake.requests.filter((r) => !r.headers.authorization?.includes("sk_live_"));

    expect(ours.length).toBeGreaterThan(10);
    for (const request of ours) {
      expect(request.headers.authorization).toBe("Bearer sk_test_fake_51BenefitsOnboarding");
      expect(request.headers["stripe-version"]).toBe(Stripe.API_VERSION);
      expect(request.headers["user-agent"]).toContain("benefits-onboarding");
      expect(request.headers["x-stripe-client-telemetry"]).toBeUndefined();
    }
  });
});

describe("fake Stripe API", () => {
  it("answers 401 with a Stripe-shaped error when the API key is missing", async () => {
    const response = await fetch(`http://${fake.host}:${fake.port}/v1/customers`, { method: "POST" });

    expect(response.status).toBe(401);
    expect(response.headers.get("request-id")).toMatch(/^req_/);
    expect(await response.json()).toEqual({
      error: { type: "invalid_request_error", message: expect.stringContaining("API key") },
    });
  });

  it("refuses parameters Stripe's pinned API version removed or forbids together", async () => {
    const post = (body: string) =>
      fetch(`http://${fake.host}:${fake.port}/v1/setup_intents`, {
        method: "POST",
        headers: { authorization: "Bearer sk_test_x", "content-type": "application/x-www-form-urlencoded" },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error: { code?: string } } }));

    const removed = await post("payment_method_types[0]=card");
    const exclusive = await post("allowed_payment_method_types[0]=card&automatic_payment_methods[enabled]=true");

    expect(removed).toMatchObject({
      status: 400,
      body: { error: { code: "payment_method_types_no_longer_supported" } },
    });
    expect(exclusive).toMatchObject({ status: 400, body: { error: { code: "parameters_exclusive" } } });
  });

  it("answers unknown routes with a Stripe-shaped 404", async () => {
    const response = await fetch(`http://${fake.host}:${fake.port}/v1/nothing_here`, {
      headers: { authorization: "Bearer sk_test_x" },
    });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { type: "invalid_request_error", message: expect.stringContaining("Unrecognized request URL") },
    });
  });
});
