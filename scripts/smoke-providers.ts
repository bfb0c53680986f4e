// npm run smoke:providers — one real call to each vendor's *test mode* whose test keys are set,
// to catch drift between our adapters (and the local fakes the tests use) and the real APIs.
// Without test keys it says "skipped". Live keys are refused: this never touches real people.
import { documentPng } from "../e2e/support/images";

import { createPersonaIdentityProvider } from "@/lib/providers/identity/persona";
import { memoryCardholderDirectory } from "@/lib/providers/issuing/cardholder-directory";
import { createStripeIssuingProvider } from "@/lib/providers/issuing/stripe";
import { createStripePaymentsProvider } from "@/lib/providers/payments/stripe";

type Result = { vendor: string; status: "ok" | "skipped" | "failed"; detail: string };

async function smokeStripe(): Promise<Result> {
  const secretKey = process.env.STRIPE_SECRET_KEY ?? "";
  if (!secretKey.startsWith("sk_test_"))
    return { vendor: "stripe", status: "skipped", detail: "set STRIPE_SECRET_KEY=sk_test_… to run" };
  const stripe = createStripePaymentsProvider({
    secretKey,
    publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? "pk_test_unused",
    timeoutMs: 15_000,
  });
  const customerId = await stripe.createCustomer({
    employeeId: `smoke_${Date.now()}`,
    email: "smoke@example.com",
    name: "Smoke Test",
  });
  const intent = await stripe.createSetupIntent({ customerId, employeeId: "smoke" });
  const read = await stripe.retrieveSetupIntent(intent.id);
  if (read?.status !== "requires_payment_method")
    throw new Error(`unexpected SetupIntent status ${read?.status ?? "missing"}`);
  return { vendor: "stripe", status: "ok", detail: `customer ${customerId}, SetupIntent ${intent.id}` };
}

// Stripe Issuing in test mode (it must be turned on for the account): a virtual card for a made-up
// cardholder, read back, then cancelled.
async function smokeStripeIssuing(): Promise<Result> {
  const secretKey = process.env.STRIPE_SECRET_KEY ?? "";
  if (!secretKey.startsWith("sk_test_") || process.env.ISSUING_PROVIDER !== "stripe") {
    return {
      vendor: "stripe issuing",
      status: "skipped",
      detail: "set ISSUING_PROVIDER=stripe and STRIPE_SECRET_KEY=sk_test_… (Issuing on in test mode) to run",
    };
  }
  const issuer = createStripeIssuingProvider({
    secretKey,
    publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? "pk_test_unused",
    cardholders: memoryCardholderDirectory(),
  });
  const cardId = `card_smoke${Date.now()}`;
  const card = await issuer.issueCard({
    cardId,
    kind: "virtual",
    idempotencyKey: `${cardId}:virtual`,
    cardholder: {
      employeeId: `empl_smoke${Date.now()}`,
      firstName: "Alexander",
      lastName: "Sample",
      email: "smoke@example.com",
      phoneNumber: "+14155550100",
      birthDate: "1977-07-17",
      billingAddress: {
        line1: "123 Main St",
        line2: null,
        city: "San Francisco",
        state: "CA",
        postalCode: "94111",
        country: "US",
      },
      termsAcceptance: { acceptedAt: new Date(), ipAddress: "203.0.113.1", userAgent: "smoke:providers" },
    },
  });
  const read = await issuer.retrieveCard(card.providerId);
  if (read?.cardId !== cardId || read.status !== "active") throw new Error(`unexpected card ${JSON.stringify(read)}`);
  await issuer.cancelCard(card.providerId);
  return {
    vendor: "stripe issuing",
    status: "ok",
    detail: `virtual card ${card.providerId} issued, read back and cancelled`,
  };
}

async function smokePersona(): Promise<Result> {
  const apiKey = process.env.PERSONA_API_KEY ?? "";
  const standardTransactionTypeId = process.env.PERSONA_STANDARD_TRANSACTION_TYPE_ID;
  if (!apiKey.startsWith("persona_sandbox_") || !standardTransactionTypeId) {
    return {
      vendor: "persona",
      status: "skipped",
      detail: "set PERSONA_API_KEY=persona_sandbox_… and PERSONA_STANDARD_TRANSACTION_TYPE_ID to run",
    };
  }
  const persona = createPersonaIdentityProvider({
    apiKey,
    apiBase: "https://api.withpersona.com",
    standardTransactionTypeId,
    documentTransactionTypeId: process.env.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID ?? standardTransactionTypeId,
  });
  // Persona's Sandbox runs no real verification; these are made-up test values.
  const subject = {
    checkId: `smoke_${Date.now()}`,
    attempt: 1,
    firstName: "Alexander",
    lastName: "Sample",
    birthDate: "1977-07-17",
    ssn: "000000000",
    phoneNumber: "+14155550100",
    address: { line1: "123 Main St", line2: null, city: "San Francisco", state: "CA", postalCode: "94111" },
    expandedRequired: false,
  };
  const standard = await persona.verifyStandard(subject, AbortSignal.timeout(15_000));
  if (!standard.providerReference) throw new Error("Persona answered without a transaction id");
  // The review poll's call: the same transaction read back (GET /api/v1/transactions/{id}).
  const review = await persona.checkReview(
    { checkId: subject.checkId, kind: "standard", providerReference: standard.providerReference },
    AbortSignal.timeout(15_000),
  );
  // The document check with a generated image of a card (front and back): what the portal uploads.
  const image = { bytes: documentPng(640, 400), mimeType: "image/png" };
  const documentary = await persona.verifyDocument(
    { ...subject, checkId: `${subject.checkId}_doc` },
    { documentType: "DRIVERS_LICENSE", front: image, back: image },
    AbortSignal.timeout(30_000),
  );
  return {
    vendor: "persona",
    status: "ok",
    detail: `standard ${describe(standard)}, read back → ${review.outcome}; documentary ${describe(documentary)}`,
  };
}

const describe = (answer: unknown) => {
  const { outcome, providerReference } = (answer ?? {}) as { outcome?: string; providerReference?: string };
  return `transaction ${providerReference ?? "?"} → ${outcome ?? "unreadable answer"}`;
};

async function run(name: string, smoke: () => Promise<Result>): Promise<Result> {
  try {
    return await smoke();
  } catch (error) {
    return { vendor: name, status: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
}

async function main(): Promise<void> {
  const results = [
    await run("stripe", smokeStripe),
    await run("stripe issuing", smokeStripeIssuing),
    await run("persona", smokePersona),
  ];
  for (const result of results) console.log(`${result.vendor}: ${result.status} — ${result.detail}`);
  process.exitCode = results.some((result) => result.status === "failed") ? 1 : 0;
}

void main();
