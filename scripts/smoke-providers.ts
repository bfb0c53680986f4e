// npm run smoke:providers — one real call to each vendor's *test mode* whose test keys are set,
// to catch drift between our adapters (and the local fakes the tests use) and the real APIs.
// Without test keys it says "skipped". Live keys are refused: this never touches real people.
import http from "node:http";

import { documentPng } from "../e2e/support/images";

import { decodeEvidenceImage } from "@/lib/domain/identity/evidence";
import { PERSONA_FILE_ENCODINGS } from "@/lib/domain/identity/persona-settings";
import { parseEnv, personaStatusesOf } from "@/lib/env";
import { createPersonaIdentityProvider } from "@/lib/providers/identity/persona";
import { parsePersonaEvent } from "@/lib/providers/identity/persona-event";
import { parseJsonOrNothing, personaHeaders, readTransaction } from "@/lib/providers/identity/persona-http";
import { checkPersonaTransactionTypes } from "@/lib/providers/identity/persona-preflight";
import { verifyPersonaSignature } from "@/lib/providers/identity/persona-signature";
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

// Persona's Sandbox (its own key, persona_sandbox_…): each step prints what Persona answered.
// 1. the configured transaction types against the fields the adapter sends (start-up's check);
// 2. the data check (standard transaction), read back as the review poll reads it;
// 3. the document check once per file encoding (multipart, json, json-io: persona-request.ts);
// 4. a webhook round trip, when PERSONA_SMOKE_CALLBACK_PORT is a port the Persona webhook's URL
//    reaches (a tunnel to this machine): the signed transaction.status-updated callbacks for these
//    transactions, verified with PERSONA_WEBHOOK_SECRET as the app verifies them.
async function smokePersona(): Promise<Result> {
  const apiKey = process.env.PERSONA_API_KEY ?? "";
  const standardTransactionTypeId = process.env.PERSONA_STANDARD_TRANSACTION_TYPE_ID;
  const documentTransactionTypeId = process.env.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID;
  if (!apiKey.startsWith("persona_sandbox_") || !standardTransactionTypeId || !documentTransactionTypeId) {
    return {
      vendor: "persona",
      status: "skipped",
      detail:
        "set PERSONA_API_KEY=persona_sandbox_…, PERSONA_STANDARD_TRANSACTION_TYPE_ID and PERSONA_DOCUMENT_TRANSACTION_TYPE_ID to run",
    };
  }
  const env = parseEnv({ ...process.env, APP_ENV: "sandbox" });
  const config = {
    apiKey,
    apiBase: "https://api.withpersona.com",
    standardTransactionTypeId,
    documentTransactionTypeId,
    statuses: personaStatusesOf(env),
  };
  const steps: string[] = [];
  let failed = false;
  const step = async (name: string, run: () => Promise<string>) => {
    try {
      steps.push(`${name}: ${await run()}`);
    } catch (error) {
      failed = true;
      steps.push(`${name}: FAILED — ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const callback = startCallbackListener(env.PERSONA_WEBHOOK_SECRET);
  const created: string[] = [];

  await step("transaction types", async () => {
    const result = await checkPersonaTransactionTypes(config);
    if (result.problems.length > 0) throw new Error(result.problems.join("; "));
    return result.unchecked.length > 0
      ? `not checked: ${result.unchecked.join("; ")}`
      : "accept every field the adapter sends";
  });
  // Persona's Sandbox runs no real verification; these are made-up test values.
  const subject = {
    checkId: `smoke_${Date.now()}`,
    personId: `smoke_person_${Date.now()}`,
    attempt: 1,
    firstName: "Alexander",
    lastName: "Sample",
    birthDate: "1977-07-17",
    ssn: "000000000",
    phoneNumber: "+14155550100",
    address: { line1: "123 Main St", line2: null, city: "San Francisco", state: "CA", postalCode: "94111" },
    expandedRequired: false,
  };
  await step("data check", async () => {
    const persona = createPersonaIdentityProvider({ ...config, fileEncoding: env.PERSONA_FILE_ENCODING });
    const answer = await persona.verifyStandard(subject, AbortSignal.timeout(15_000));
    if (!answer.providerReference) throw new Error("Persona answered without a transaction id");
    created.push(answer.providerReference);
    return `transaction ${answer.providerReference}, status ${await readStatus(config, answer.providerReference)} → ${answer.outcome}`;
  });
  // A generated photo of a card (front and back), as large as a real one (about 300 KB): what the
  // portal uploads. It passes the upload's own check (a photo of 10 KB to 5 MB) before it is sent,
  // so a refusal from Persona is about the encoding, never about a file too small to be a photo.
  const image = { bytes: documentPng(), mimeType: "image/png" };
  const checked = decodeEvidenceImage(image.bytes.toString("base64"));
  if (!checked.ok) throw new Error(`the smoke test's document photo is no upload we accept: ${checked.message}`);
  for (const fileEncoding of PERSONA_FILE_ENCODINGS) {
    await step(`document check (${fileEncoding})`, async () => {
      const persona = createPersonaIdentityProvider({ ...config, fileEncoding });
      const send = () =>
        persona.verifyDocument(
          { ...subject, checkId: `${subject.checkId}_${fileEncoding.replace("-", "_")}` },
          { documentType: "DRIVERS_LICENSE", front: image, back: image },
          AbortSignal.timeout(30_000),
        );
      const answer = await send();
      if (!answer.providerReference) throw new Error("Persona answered without a transaction id");
      created.push(answer.providerReference);
      // The same check again, as a retried attempt sends it (a multipart form has a new boundary
      // each time): Persona should replay the first transaction under the same Idempotency-Key.
      const again = await send();
      const replayed =
        again.providerReference === answer.providerReference
          ? "the retried request replayed it"
          : `the retried request made another transaction (${again.providerReference ?? "?"})`;
      if (again.providerReference && again.providerReference !== answer.providerReference)
        created.push(again.providerReference);
      return `transaction ${answer.providerReference}, status ${await readStatus(config, answer.providerReference)} → ${answer.outcome}; ${replayed}`;
    });
  }
  if (!callback) steps.push("webhook round trip: skipped (set PERSONA_SMOKE_CALLBACK_PORT and PERSONA_WEBHOOK_SECRET)");
  else
    await step("webhook round trip", async () => {
      const { ours, others } = await callback.waitFor(created, 120_000);
      const heard = others.length > 0 ? ` (also heard: ${others.join("; ")})` : "";
      if (ours.length === 0) throw new Error(`no signed callback for these transactions within 120 s${heard}`);
      return `${ours.join("; ")}${heard}`;
    });
  await callback?.close();
  return { vendor: "persona", status: failed ? "failed" : "ok", detail: ["", ...steps].join("\n  ") };
}

/** A transaction's status as Persona reads it back (the sparse fieldset the review poll uses). */
async function readStatus(config: { apiKey: string; apiBase: string }, id: string): Promise<string> {
  const url = new URL(`/api/v1/transactions/${encodeURIComponent(id)}`, config.apiBase);
  url.searchParams.set("fields[transaction]", "status,reference-id");
  const response = await fetch(url, { headers: personaHeaders(config.apiKey), signal: AbortSignal.timeout(15_000) });
  return JSON.stringify((await readTransaction(response)).status);
}

/** Listens on PERSONA_SMOKE_CALLBACK_PORT for Persona's signed callbacks; none without the port and secret. */
function startCallbackListener(secret: string | undefined) {
  const port = Number(process.env.PERSONA_SMOKE_CALLBACK_PORT);
  if (!secret || !Number.isInteger(port) || port <= 0) return undefined;
  const seen: Array<{ transactionId: string | null; line: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = req.headers["persona-signature"];
      const verified = verifyPersonaSignature({ header: typeof header === "string" ? header : null, body, secret });
      const event = verified ? parsePersonaEvent(parseJsonOrNothing(body)) : undefined;
      seen.push({
        transactionId: event?.transaction?.id ?? null,
        line: event
          ? `${event.name} for ${event.transaction?.id ?? "?"} (status ${event.transaction?.status ?? "?"}), signature verified`
          : `a callback that ${verified ? "is not a Persona event" : "does not verify with PERSONA_WEBHOOK_SECRET"}`,
      });
      res.writeHead(verified ? 200 : 400).end();
    });
  });
  let failure: Error | undefined;
  server.on("error", (error) => (failure = error));
  server.listen(port);
  return {
    /** The callbacks about these transactions, and anything else that arrived, until each was heard from or the time ran out. */
    async waitFor(transactionIds: string[], timeoutMs: number): Promise<{ ours: string[]; others: string[] }> {
      const deadline = Date.now() + timeoutMs;
      const heard = () => new Set(seen.flatMap((entry) => (entry.transactionId ? [entry.transactionId] : [])));
      while (!failure && Date.now() < deadline && transactionIds.some((id) => !heard().has(id)))
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (failure) throw new Error(`cannot listen on PERSONA_SMOKE_CALLBACK_PORT=${port}: ${failure.message}`);
      return {
        ours: seen
          .filter((entry) => entry.transactionId && transactionIds.includes(entry.transactionId))
          .map((e) => e.line),
        others: seen
          .filter((entry) => !entry.transactionId || !transactionIds.includes(entry.transactionId))
          .map((e) => e.line),
      };
    },
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

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
