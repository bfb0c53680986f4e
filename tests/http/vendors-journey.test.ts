import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PEER_ADDRESS_HEADER } from "@/lib/api/origin";
import { getEnv } from "@/lib/env";
import { setIdentityProvider } from "@/lib/providers/identity";
import { setIssuingProvider } from "@/lib/providers/issuing";
import { resetPaymentsProvider } from "@/lib/providers/payments";

import { JPEG, PNG } from "../support/evidence-images";
import { startFakePersona, type FakePersona } from "../support/fake-persona";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { createTenantAgreement, employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";

// Issue 14's "done when": the whole partner journey through our HTTP API with every real vendor
// adapter selected — Persona for identity (with a document check), Stripe for the payment method
// and Stripe Issuing for the card — each pointed at a local fake of its published API. Stripe's
// shipping events come back signed to our webhook, as Stripe sends them. Nothing leaves 127.0.0.1.

const PERSONA = {
  apiKey: "persona_sandbox_journey_key",
  webhookSecret: "wbhsec_journey_secret",
  standardTypeId: "trntype_journey_standard",
  documentTypeId: "trntype_journey_document",
};
const STRIPE = { STRIPE_SECRET_KEY: "sk_test_journey", STRIPE_PUBLISHABLE_KEY: "pk_test_journey" };

let persona: FakePersona;
let stripe: FakeStripe;
const settings = () => ({
  ...STRIPE,
  PAYMENTS_PROVIDER: "stripe",
  ISSUING_PROVIDER: "stripe",
  STRIPE_API_BASE: stripe.url,
  IDENTITY_PROVIDER: "persona",
  PERSONA_API_KEY: PERSONA.apiKey,
  PERSONA_WEBHOOK_SECRET: PERSONA.webhookSecret,
  PERSONA_STANDARD_TRANSACTION_TYPE_ID: PERSONA.standardTypeId,
  PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: PERSONA.documentTypeId,
  PERSONA_API_BASE: persona.url,
});
const resetProviders = () => {
  resetPaymentsProvider();
  setIdentityProvider(undefined);
  setIssuingProvider(undefined);
};

beforeAll(async () => {
  persona = await startFakePersona(PERSONA);
  stripe = await startFakeStripe();
  resetProviders();
});
afterAll(async () => {
  await stripe.close();
  await persona.close();
  resetProviders();
});
const { server, tenant, call, receiver } = httpHarness({
  worker: true,
  receiver: { events: ["*"] },
  tenant: { paymentMethodRepayment: true, payrollDeductionRepayment: false },
  env: settings,
});
beforeAll(() => {
  stripe.webhooks.configure({ url: `${server.baseUrl}/api/webhooks/stripe`, secret: getEnv().STRIPE_WEBHOOK_SECRET });
  // Persona answers `created` and sends each decision by signed callback, as its guides describe.
  persona.sendCallbacksTo(`${server.baseUrl}/api/webhooks/persona`);
});

type Status = { complete: boolean; requirements: Array<{ key: string; fulfilled: boolean }> };
type Card = {
  id: string;
  status: string;
  virtualCard: { status: string; lastFour: string };
  physicalCard: { status: string; lastFour: string; shipping: { status: string } } | null;
};

describe("the whole partner journey on the real vendor adapters (against local fakes)", () => {
  it("create → requirements → Persona with documents → Stripe payment method → Stripe Issuing card → shipped → delivered → activated", async () => {
    const terms = await createTenantAgreement(tenant, { required: true });
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      // A name as Stripe Issuing accepts it on a cardholder (letters, no digits).
      body: employeeBody({ ssn: "231-54-1111", lastName: "Lovelace", payrollScheduleId: tenant.activeScheduleId }),
    });
    expect(created.status).toBe(201);
    const employeeId = created.body.id;
    const base = `/api/employers/${tenant.employerId}/employees/${employeeId}`;
    const unmet = async () =>
      (await call<Status>("GET", `${base}/onboarding/status`)).body.requirements
        .filter((r) => !r.fulfilled)
        .map((r) => r.key);
    expect(await unmet()).toEqual(
      expect.arrayContaining(["agreements", "atr", "identity_verification", "repayment_process"]),
    );

    // Agreements and ability to repay.
    // Accepted from the employee's address and browser: Stripe Issuing needs both for the
    // cardholder's terms acceptance (without them it holds the cardholder's cards).
    const accepted = await call("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt: new Date(Date.now() - 1000).toISOString() },
      headers: { [PEER_ADDRESS_HEADER]: "203.0.113.7", "user-agent": "Mozilla/5.0 (employee's phone)" },
    });
    expect(accepted.status).toBe(200);
    expect(
      (await call("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 150_000 } })).status,
    ).toBe(201);

    // A payment method through Stripe: the SetupIntent confirmed as Stripe.js would, then attached.
    const secret = await call<{ clientSecret: string }>("GET", `${base}/payment-methods/stripe/client-secret`);
    const setupIntentId = secret.body.clientSecret.split("_secret_")[0]!;
    stripe.confirmSetupIntent(setupIntentId, "pm_card_visa");
    const attached = await call<{ paymentMethodStatus: string }>("POST", `${base}/payment-methods/stripe`, {
      body: { setupIntentId },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.paymentMethodStatus).toBe("Verified");

    // Identity through Persona: the standard check asks for documents, the document check verifies.
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    await waitFor(() => receiver.ofType("identity-verification.needs-documentary-evidence", employeeId)[0]);
    expect(
      (
        await call("POST", `${base}/evidence`, {
          body: { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG },
        })
      ).status,
    ).toBe(202);
    await waitFor(() => receiver.ofType("identity-verification.success", employeeId)[0]);
    expect(persona.transactions.map((t) => t.typeId)).toEqual(
      expect.arrayContaining([PERSONA.standardTypeId, PERSONA.documentTypeId]),
    );
    // Both decisions came by callback, each answered at once (the description read later by the worker).
    expect(persona.callbacks.map((sent) => [sent.status, sent.answers.at(-1)])).toEqual([
      ["needs_documents", 200],
      ["approved", 200],
    ]);
    expect(await unmet()).toEqual([]);

    // The card through Stripe Issuing: a cardholder with the terms acceptance, a virtual card
    // active, a physical card inactive and mailed to the address on file.
    const card = await call<Card>("POST", `${base}/cards?cardType=all`);
    expect(card.status).toBe(201);
    const atStripe = [...stripe.issuing.cards.values()].filter((c) => c.metadata.cardId === card.body.id);
    expect(atStripe.map((c) => [c.type, c.status]).sort()).toEqual([
      ["physical", "inactive"],
      ["virtual", "active"],
    ]);
    const physical = atStripe.find((c) => c.type === "physical")!;
    expect(card.body.virtualCard.lastFour).toBe(atStripe.find((c) => c.type === "virtual")!.last4);
    expect(physical.shipping?.address).toMatchObject({
      line1: "1 Market St",
      city: "San Francisco",
      state: "CA",
      postal_code: "94105",
      country: "US",
    });
    expect(physical.cardholder.individual?.card_issuing?.user_terms_acceptance).toMatchObject({
      ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (employee's phone)",
    });
    await waitFor(() => receiver.ofType("card.created", employeeId)[0]);

    // Stripe ships and delivers it; its signed events reach our webhook; then the employee activates.
    stripe.issuing.moveShipment(physical.id, "ship");
    await waitFor(() => receiver.ofType("card.shipped", employeeId)[0]);
    stripe.issuing.moveShipment(physical.id, "deliver");
    await waitFor(() => receiver.ofType("card.delivered", employeeId)[0]);
    const shown = await call<Card>("GET", `${base}/cards/${card.body.id}`);
    expect(shown.body.physicalCard?.shipping.status).toBe("delivered");
    const activated = await call<Card>("POST", `${base}/cards/${card.body.id}/activate-physical-card`);
    expect(activated.status).toBe(200);
    expect(activated.body.status).toBe("Active");
    expect(stripe.issuing.cards.get(physical.id)?.status).toBe("active");
    await waitFor(() => receiver.ofType("card.activated", employeeId)[0]);

    // Each card event reached the partner exactly once; ordered by the employee's sequence, in
    // the order things happened (deliveries may arrive in any order).
    await stripe.webhooks.settled();
    const cardEvents = receiver.received
      .filter((r) => r.json.type.startsWith("card.") && r.json.data.employeeId === employeeId)
      .map((r) => r.json as unknown as { type: string; sequence: number })
      .sort((a, b) => a.sequence - b.sequence)
      .map((event) => event.type);
    expect(cardEvents).toEqual(["card.created", "card.shipped", "card.delivered", "card.activated"]);
  });
});
