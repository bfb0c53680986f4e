import { afterEach, describe, expect, it, vi } from "vitest";

import { DOCUMENT_FIELDS, STANDARD_FIELDS } from "./persona-fields";
import { checkPersonaTransactionTypes, compareFields, fileSizeLimit } from "./persona-preflight";

const standard = { variable: "PERSONA_STANDARD_TRANSACTION_TYPE_ID", id: "txntp_std", fields: STANDARD_FIELDS };
const schemaOf = (fields: readonly { key: string; file: boolean }[]) =>
  fields.map((field) => ({ key: field.key, type: field.file ? "file" : "string", config: { required: false } }));

describe("a transaction type's field schemas against the fields the adapter sends", () => {
  it("accepts a type with every field, in any key inflection", () => {
    const none = { problems: [], warnings: [] };
    expect(compareFields(standard, schemaOf(STANDARD_FIELDS))).toEqual(none);
    const kebab = schemaOf(STANDARD_FIELDS).map((schema) => ({ ...schema, key: schema.key.replace(/_/g, "-") }));
    expect(compareFields(standard, kebab)).toEqual(none);
    const camel = schemaOf(STANDARD_FIELDS).map((schema) => ({
      ...schema,
      key: schema.key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    }));
    expect(camel.map((schema) => schema.key)).toContain("addressStreet1");
    expect(compareFields(standard, camel)).toEqual(none);
  });

  it("names a field the adapter sends that the type lacks", () => {
    const without = schemaOf(STANDARD_FIELDS).filter((schema) => schema.key !== "tax_identification_number");
    expect(
      compareFields(standard, [
        ...without,
        { key: "identification_number", type: "string", config: { required: false } },
      ]).problems,
    ).toEqual([
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_std has no field tax_identification_number, which the adapter sends",
    ]);
  });

  it("names a required field the adapter never sends, and a file taken as text", () => {
    const document = { variable: "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID", id: "txntp_doc", fields: DOCUMENT_FIELDS };
    const schemas = schemaOf(DOCUMENT_FIELDS).map((schema) =>
      schema.key === "id_front_photo" ? { ...schema, type: "string" } : schema,
    );
    expect(
      compareFields(document, [...schemas, { key: "selfie_photo", type: "file", config: { required: true } }]).problems,
    ).toEqual([
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: transaction type txntp_doc takes id_front_photo as string; the adapter sends a file",
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: transaction type txntp_doc requires the field selfie_photo, which the adapter does not send",
    ]);
  });
});

describe("what a type's schema does not settle", () => {
  const document = { variable: "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID", id: "txntp_doc", fields: DOCUMENT_FIELDS };

  it("a field type name Persona's pages do not list is left to the workflow, not refused", () => {
    const schemas = schemaOf(DOCUMENT_FIELDS).map((schema) =>
      schema.key === "id_front_photo" ? { ...schema, type: "image_upload" } : schema,
    );
    expect(compareFields(document, schemas)).toEqual({ problems: [], warnings: [] });
  });

  it("text where the type wants a file (or documents) is refused", () => {
    const schemas = schemaOf(DOCUMENT_FIELDS).map((schema) =>
      schema.key === "id_class" ? { ...schema, type: "Documents" } : schema,
    );
    expect(compareFields(document, schemas).problems).toEqual([
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: transaction type txntp_doc takes id_class as Documents; the adapter sends text",
    ]);
  });

  it("a required field the adapter sends only when the person has it is a warning, not a refusal", () => {
    const schemas = schemaOf(DOCUMENT_FIELDS).map((schema) =>
      schema.key === "id_back_photo" ? { ...schema, config: { required: true } } : schema,
    );
    expect(compareFields(document, schemas)).toEqual({
      problems: [],
      warnings: [
        "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: transaction type txntp_doc requires the field id_back_photo, which the adapter sends only when the person has one",
      ],
    });
  });
});

describe("start-up's read of the transaction types", () => {
  afterEach(() => vi.unstubAllGlobals());
  const config = {
    apiKey: "persona_production_x",
    apiBase: "https://api.withpersona.com",
    standardTransactionTypeId: "txntp_std",
    documentTransactionTypeId: "txntp_doc",
  };
  const typeAnswer = (id: string, schemas: unknown) =>
    Response.json({ data: { type: "transaction-type", id, attributes: { name: id, "field-schemas": schemas } } });

  it("reads both types with Persona's headers and finds nothing wrong in complete ones", async () => {
    const fetch = vi.fn(async (url: URL) =>
      url.pathname.endsWith("txntp_std")
        ? typeAnswer("txntp_std", schemaOf(STANDARD_FIELDS))
        : typeAnswer("txntp_doc", schemaOf(DOCUMENT_FIELDS)),
    );
    vi.stubGlobal("fetch", fetch);
    expect(await checkPersonaTransactionTypes(config)).toEqual({ problems: [], unchecked: [], warnings: [] });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      "https://api.withpersona.com/api/v1/transaction-types/txntp_std",
      "https://api.withpersona.com/api/v1/transaction-types/txntp_doc",
    ]);
    const headers = (fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ authorization: "Bearer persona_production_x", "persona-version": "2023-01-05" });
  });

  it("an archived or deactivated field is no field", async () => {
    vi.stubGlobal("fetch", async (url: URL) => {
      if (!url.pathname.endsWith("txntp_std")) return typeAnswer("txntp_doc", schemaOf(DOCUMENT_FIELDS));
      return typeAnswer(
        "txntp_std",
        schemaOf(STANDARD_FIELDS).map((schema) =>
          schema.key === "phone_number" ? { ...schema, config: { "archived-at": "2026-01-01T00:00:00Z" } } : schema,
        ),
      );
    });
    expect((await checkPersonaTransactionTypes(config)).problems).toEqual([
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_std has no field phone_number, which the adapter sends",
    ]);
  });

  it("a refused key or an unknown type stops start-up; an outage, a 403, a 429 or an odd answer only goes unchecked", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 401 }));
    expect((await checkPersonaTransactionTypes(config)).problems[0]).toBe(
      "PERSONA_API_KEY: Persona refused it (401) reading transaction type txntp_std",
    );
    vi.stubGlobal("fetch", async () => Response.json({ errors: [{ title: "Not found" }] }, { status: 404 }));
    expect((await checkPersonaTransactionTypes(config)).problems).toEqual([
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID: Persona has no transaction type txntp_std",
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: Persona has no transaction type txntp_doc",
    ]);
    for (const answer of [
      async () => new Response("quota", { status: 403 }),
      async () => new Response("busy", { status: 429 }),
      async () => new Response("<html>", { status: 503 }),
      async () => Response.json({ data: { id: "x", attributes: {} } }),
      async () => {
        throw new TypeError("fetch failed");
      },
    ]) {
      vi.stubGlobal("fetch", answer);
      const result = await checkPersonaTransactionTypes(config);
      expect(result.problems).toEqual([]);
      expect(result.unchecked).toHaveLength(2);
    }
  });

  it("a type that never answers goes unchecked after the timeout", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: URL, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    const result = await checkPersonaTransactionTypes(config, 50);
    expect(result.unchecked[0]).toBe(
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_std not checked (Persona no answer in time)",
    );
  });
});

describe("the document type's file size ceiling (max-file-size-bytes)", () => {
  const files = (limits: Record<string, unknown>) =>
    schemaOf(DOCUMENT_FIELDS).map((schema) =>
      schema.key in limits
        ? { ...schema, config: { ...schema.config, "max-file-size-bytes": limits[schema.key] } }
        : schema,
    );

  it("is the smallest one among the file fields we fill", () => {
    expect(fileSizeLimit(DOCUMENT_FIELDS, files({ id_front_photo: 8_000_000, id_back_photo: 6_000_000 }))).toBe(
      6_000_000,
    );
  });

  it("is read in any key inflection", () => {
    const schemas = schemaOf(DOCUMENT_FIELDS).map((schema) =>
      schema.key === "id_front_photo" ? { ...schema, config: { required: true, maxFileSizeBytes: 2_000_000 } } : schema,
    );
    expect(fileSizeLimit(DOCUMENT_FIELDS, schemas)).toBe(2_000_000);
  });

  it.each([
    ["none set", {}],
    ["not a number", { id_front_photo: "10MB" }],
    ["zero", { id_front_photo: 0 }],
    ["negative", { id_front_photo: -5 }],
    ["a fraction", { id_front_photo: 1.5 }],
  ])("%s: none", (_name, limits) => {
    expect(fileSizeLimit(DOCUMENT_FIELDS, files(limits))).toBeUndefined();
  });

  it("a text field's setting is not a file's", () => {
    expect(fileSizeLimit(DOCUMENT_FIELDS, files({ id_class: 1_000 }))).toBeUndefined();
  });
});
