import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { JPEG, PDF, PNG, SMALL_JPEG, WEBP } from "../support/evidence-images";
import { startFakePersona, type FakePersona } from "../support/fake-persona";
import { DATABASE_VERIFICATION_FIELDS, field } from "../support/persona-transaction-types";

// The fake Persona answers as Persona's documents say (tests/support/fake-persona.ts), so that the
// adapter's tests against it are evidence: here, its refusals and shapes against the guides' own examples.

const CONFIG = {
  apiKey: "persona_sandbox_test",
  webhookSecret: "wbhsec_test",
  standardTypeId: "txntp_database",
  documentTypeId: "txntp_governmentid",
};
const JPEG_BYTES = Buffer.from(JPEG, "base64").length;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, read by path in assertions
type Json = any;

let fake: FakePersona;
beforeAll(async () => {
  fake = await startFakePersona(CONFIG);
});
afterEach(() => {
  fake.setFieldSchemas(CONFIG.standardTypeId, undefined);
});
afterAll(async () => {
  await fake.close();
});

const reference = () => `ref_${Math.random().toString(36).slice(2)}`;

/** The Database Verification guide's example fields (its `tax_identification_number` too). */
const guideFields = (overrides: Record<string, unknown> = {}) => ({
  name_first: "Persona",
  name_last: "Person",
  birthdate: "1990-01-01",
  address_street_1: "123 Main St",
  address_city: "San Francisco",
  address_subdivision: "CA",
  address_postal_code: "94111",
  address_country_code: "US",
  phone_number: "4058675309",
  debug: "passed",
  tax_identification_number: "123",
  ...overrides,
});

async function send(path: string, init: RequestInit & { inflection?: string; version?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${CONFIG.apiKey}`);
  if (init.inflection) headers.set("key-inflection", init.inflection);
  if (init.version) headers.set("persona-version", init.version);
  const response = await fetch(`${fake.url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

const createJson = (attributes: Record<string, unknown>, init: { inflection?: string; version?: string } = {}) =>
  send("/api/v1/transactions", {
    ...init,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: { attributes } }),
  });

const database = (fields: Record<string, unknown>, referenceId = reference()) =>
  createJson({ transaction_type_id: CONFIG.standardTypeId, reference_id: referenceId, fields });

describe("the fake Persona refuses what Persona's transaction type does not accept", () => {
  it.each([
    ["identification_number (the adapter's old SSN key)", { identification_number: "231548765" }],
    ["identification_class", { identification_class: "ssn" }],
    ["a key the type never had", { favourite_colour: "blue" }],
  ])("%s: 400 with Persona's error body", async (_name, extra) => {
    const answer = await database(guideFields(extra));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [{ title: "Bad Request", details: expect.stringContaining(Object.keys(extra)[0]!) }],
    });
  });

  it.each([
    ["tax_identification_number missing", { tax_identification_number: undefined }, "tax_identification_number"],
    ["name_last empty", { name_last: "" }, "name_last"],
    ["birthdate not YYYY-MM-DD", { birthdate: "01/01/1990" }, "birthdate"],
  ])("%s: 422 with the field's pointer", async (_name, overrides, key) => {
    const answer = await database(guideFields(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ title: "Unprocessable Entity", source: { pointer: `/data/attributes/fields/${key}` } }),
    ]);
  });

  it.each([
    ["a file field that is a string", { id_front_photo: "front.jpg" }, "id_front_photo"],
    [
      "a file without base64 data",
      { id_front_photo: { filename: "front.jpg", data: "not base64!" } },
      "id_front_photo",
    ],
    ["an id_class Persona does not have", { id_class: "drivers_license" }, "id_class"],
    ["no id_front_photo", { id_front_photo: undefined }, "id_front_photo"],
    // The images Persona reads: JPEG, PNG or WebP of 10 KB to 15 MB.
    ["a 5 KB photo", { id_front_photo: { filename: "front.jpg", data: SMALL_JPEG } }, "id_front_photo"],
    ["a PDF", { id_front_photo: { filename: "front.pdf", data: PDF } }, "id_front_photo"],
    ["a PDF as the back", { id_back_photo: { filename: "back.pdf", data: PDF } }, "id_back_photo"],
  ])("government ID, %s: 422", async (_name, overrides, key) => {
    const answer = await createJson({
      transaction_type_id: CONFIG.documentTypeId,
      reference_id: reference(),
      fields: {
        id_class: "dl",
        id_front_photo: { filename: "front.jpg", data: JPEG },
        address_country_code: "US",
        ...overrides,
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].source).toEqual({ pointer: `/data/attributes/fields/${key}` });
  });

  it("an unknown transaction type: 404 with Persona's error body", async () => {
    const answer = await createJson({ transaction_type_id: "txntp_unknown", reference_id: reference(), fields: {} });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errors: [{ title: "Not Found", details: expect.any(String) }] });
  });
});

describe("the fake Persona accepts the guides' own requests", () => {
  it("the Database Verification guide's snake_case JSON, answered in the documented shape: created, decided by callback", async () => {
    const referenceId = reference();
    const answer = await database(guideFields(), referenceId);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      type: "transaction",
      id: expect.stringMatching(/^txn_/),
      attributes: {
        status: "created",
        "reference-id": referenceId,
        tags: [],
        "created-at": expect.any(String),
        "updated-at": expect.any(String),
        fields: expect.objectContaining({
          "name-first": { type: "string", value: "Persona" },
          birthdate: { type: "date", value: "1990-01-01" },
          "tax-identification-number": { type: "string", value: "123" },
        }),
      },
      relationships: {
        reviewer: { data: null },
        "transaction-label": { data: null },
        "transaction-type": { data: { type: "transaction-type", id: CONFIG.standardTypeId } },
        "related-objects": { data: [] },
      },
    });
  });

  it.each([
    ["kebab", "transaction-type-id", "reference-id"],
    ["camel", "transactionTypeId", "referenceId"],
  ])("attribute keys in %s case, and field keys in any case", async (_name, typeKey, referenceKey) => {
    const { name_first: _first, name_last: _last, ...rest } = guideFields();
    const answer = await createJson({
      [typeKey]: CONFIG.standardTypeId,
      [referenceKey]: reference(),
      fields: { ...rest, "name-first": "Kebab", nameLast: "Camel" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes.fields).toMatchObject({
      "name-first": { value: "Kebab" },
      "name-last": { value: "Camel" },
    });
  });

  it("the Government ID guide's multipart form, its files recorded as base64", async () => {
    const form = new FormData();
    form.set("data[attributes][transaction_type_id]", CONFIG.documentTypeId);
    form.set("data[attributes][reference_id]", reference());
    form.set("data[attributes][fields][id_class]", "dl");
    form.set("data[attributes][fields][address_country_code]", "US");
    form.set(
      "data[attributes][fields][id_front_photo]",
      new Blob([Buffer.from(JPEG, "base64")], { type: "image/jpeg" }),
      "front.jpg",
    );
    form.set("data[attributes][fields][id_back_photo]", new Blob([Buffer.from(PNG, "base64")]), "back.png");
    form.set("data[attributes][fields][debug]", "passed");
    const answer = await send("/api/v1/transactions", { method: "POST", body: form });
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes.fields).toMatchObject({
      "id-class": { type: "string", value: "dl" },
      "id-front-photo": {
        type: "file",
        value: { filename: "front.jpg", "byte-size": JPEG_BYTES, "mime-type": "image/jpeg", url: expect.any(String) },
      },
      "id-back-photo": { type: "file", value: { filename: "back.png", "mime-type": "image/png" } },
    });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      data: { attributes: { fields: { id_front_photo: { filename: "front.jpg", data: JPEG }, id_class: "dl" } } },
    });
  });

  it.each([
    ["{ filename, data }", "data"],
    ["{ filename, io }", "io"],
  ])("JSON files as %s", async (_name, encoding) => {
    const answer = await createJson({
      transaction_type_id: CONFIG.documentTypeId,
      reference_id: reference(),
      fields: { id_class: "pp", address_country_code: "US", id_front_photo: { filename: "p.jpg", [encoding]: JPEG } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes.fields["id-front-photo"].value).toMatchObject({
      "mime-type": "image/jpeg",
      "byte-size": JPEG_BYTES,
    });
    expect(answer.body.data.relationships["related-objects"].data).toEqual([
      { type: "verification/government-id", id: expect.stringMatching(/^ver_/) },
    ]);
  });

  it("takes a WebP photo, of at least 10 KB", async () => {
    const answer = await createJson({
      transaction_type_id: CONFIG.documentTypeId,
      reference_id: reference(),
      fields: { id_class: "pp", address_country_code: "US", id_front_photo: { filename: "p.webp", data: WEBP } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes.fields["id-front-photo"].value).toMatchObject({ "mime-type": "image/webp" });
  });
});

describe("decisions by callback, as the guides' step 2 describes (the fake's default)", () => {
  it("the create answers created; the decision follows, signed, retried until our endpoint answers 2xx", async () => {
    const answers = [503, 409, 200];
    const received: Array<{ body: string; signature: string }> = [];
    const endpoint = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({
          body: Buffer.concat(chunks).toString("utf8"),
          signature: String(req.headers["persona-signature"]),
        });
        res.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    // Earlier tests' decisions are settled first: only this one's callback reaches the endpoint.
    await fake.callbacksSettled();
    fake.sendCallbacksTo(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`);
    try {
      const created = await database(guideFields({ tax_identification_number: "231542222" }));
      expect(created.body.data.attributes.status).toBe("created");
      await fake.callbacksSettled();
      const sent = fake.callbacks.find((callback) => callback.transactionId === created.body.data.id)!;
      expect(sent).toMatchObject({ status: "declined", answers: [503, 409, 200] });
      expect(received).toHaveLength(3);
      const event = JSON.parse(received[0]!.body) as Json;
      expect(event.data.attributes.name).toBe("transaction.status-updated");
      expect(event.data.attributes.payload.data).toMatchObject({
        id: created.body.data.id,
        attributes: { status: "declined" },
      });
      expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(new Set(received.map((delivery) => delivery.body)).size).toBe(1);
    } finally {
      fake.sendCallbacksTo(undefined);
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });

  it("in-answer: the create's answer carries the decision, and no callback follows", async () => {
    fake.decidesFromNowOn("in-answer");
    try {
      const before = fake.callbacks.length;
      const created = await database(guideFields());
      expect(created.body.data.attributes.status).toBe("approved");
      await fake.callbacksSettled();
      expect(fake.callbacks.length).toBe(before);
    } finally {
      fake.decidesFromNowOn("by-callback");
    }
  });

  it("a person deciding first (decide) wins over the workflow's later decision", async () => {
    const created = await database(guideFields());
    fake.decide(created.body.data.id as string, "needs_review");
    await fake.callbacksSettled();
    expect((await send(`/api/v1/transactions/${created.body.data.id as string}`)).body.data.attributes.status).toBe(
      "needs_review",
    );
  });
});

describe("the fake Persona answers in Persona's documented shapes", () => {
  it("retrieve: whole, with a sparse fieldset in any casing, and with a field by dot syntax", async () => {
    const created = await database(guideFields());
    const id = created.body.data.id as string;
    await fake.callbacksSettled();
    const whole = await send(`/api/v1/transactions/${id}`);
    expect(whole.body.data).toEqual({
      ...created.body.data,
      attributes: { ...created.body.data.attributes, status: "approved", "updated-at": expect.any(String) },
    });
    const sparse = await send(`/api/v1/transactions/${id}?fields[transaction]=status,reference_id,relatedObjects`);
    expect(sparse.body.data.attributes).toEqual({
      status: "approved",
      "reference-id": created.body.data.attributes["reference-id"],
    });
    expect(Object.keys(sparse.body.data.relationships)).toEqual(["related-objects"]);
    const one = await send(`/api/v1/transactions/${id}?fields[transaction]=status,fields.name-first`);
    expect(one.body.data.attributes).toEqual({
      status: "approved",
      fields: { "name-first": { type: "string", value: "Persona" } },
    });
  });

  it.each([
    ["snake", "2023-01-05", "reference_id", "name_first", "byte_size"],
    ["camel", "2023-01-05", "referenceId", "nameFirst", "byteSize"],
    ["camel", "2025-10-27", "referenceId", "name_first", "byteSize"],
    ["kebab", "2025-12-08", "reference-id", "name_first", "byte-size"],
  ])("Key-Inflection %s at %s: %s, fields' %s", async (inflection, version, referenceKey, fieldKey, fileKey) => {
    const answer = await createJson(
      {
        transaction_type_id: CONFIG.documentTypeId,
        reference_id: reference(),
        fields: {
          id_class: "dl",
          address_country_code: "US",
          name_first: "P",
          id_front_photo: { filename: "f.jpg", data: JPEG },
        },
      },
      { inflection, version },
    );
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body.data.attributes)).toContain(referenceKey);
    expect(Object.keys(answer.body.data.attributes.fields)).toContain(fieldKey);
    const photo = Object.values(answer.body.data.attributes.fields as Record<string, Json>).find(
      (f) => f.type === "file",
    );
    expect(Object.keys(photo.value)).toContain(fileKey);
  });

  it("the transaction type, and Persona's 404 for one it does not know", async () => {
    const type = await send(`/api/v1/transaction-types/${CONFIG.standardTypeId}`);
    expect(type.status).toBe(200);
    expect(type.body.data).toMatchObject({ type: "transaction-type", id: CONFIG.standardTypeId });
    const ssn = type.body.data.attributes["field-schemas"].find(
      (s: { key: string }) => s.key === "tax_identification_number",
    );
    expect(ssn).toEqual({
      type: "string",
      key: "tax_identification_number",
      label: expect.any(String),
      config: { required: true, "archived-at": null, "deactivated-at": null },
    });
    const snake = await send(`/api/v1/transaction-types/${CONFIG.documentTypeId}`, { inflection: "snake" });
    expect(snake.body.data.attributes.field_schemas[0].config).toHaveProperty("archived_at", null);
    const unknown = await send("/api/v1/transaction-types/txntp_unknown");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [{ title: "Not Found", details: expect.any(String) }] });
  });

  it("a status-updated event with the transaction as the API shows it, inflected as the webhook is", async () => {
    const created = await database(guideFields());
    const transaction = fake.transactions.find((t) => t.id === created.body.data.id)!;
    const event = fake.signedEvent({ transaction, status: "declined", inflection: "snake" });
    const body = JSON.parse(event.body);
    expect(body.data).toMatchObject({
      type: "event",
      attributes: {
        name: "transaction.status-updated",
        created_at: expect.any(String),
        payload: {
          data: {
            type: "transaction",
            id: transaction.id,
            attributes: { status: "declined", reference_id: transaction.referenceId },
          },
          included: [],
        },
      },
    });
    expect(body.data.attributes.payload.data.attributes.fields.name_first).toEqual({
      type: "string",
      value: "Persona",
    });
    expect(event.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});

describe("a changed transaction type changes what the fake accepts", () => {
  it("a field archived, another required, a new one added", async () => {
    const schemas = DATABASE_VERIFICATION_FIELDS.map((s) =>
      s.key === "phone_number"
        ? { ...s, config: { ...s.config, "archived-at": "2025-01-01T00:00:00.000Z" } }
        : s.key === "email_address"
          ? { ...s, config: { ...s.config, required: true } }
          : s,
    );
    fake.setFieldSchemas(CONFIG.standardTypeId, [...schemas, field("identification_number", "string", false, "Old")]);
    expect((await database(guideFields())).status).toBe(400); // phone_number is archived
    const withoutPhone = guideFields({ phone_number: undefined });
    const missing = await database(withoutPhone);
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].source).toEqual({ pointer: "/data/attributes/fields/email_address" });
    expect(
      (await database({ ...withoutPhone, email_address: "p@example.com", identification_number: "1" })).status,
    ).toBe(201);
    fake.setFieldSchemas(CONFIG.standardTypeId, undefined);
    expect((await database(guideFields())).status).toBe(201);
  });
});
