import { afterEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PERSONA_STATUSES, PERSONA_FILE_ENCODINGS } from "@/lib/domain/identity/persona-settings";
import { createPersonaIdentityProvider } from "@/lib/providers/identity/persona";

import { identitySubject } from "../support/identity-checks";
import {
  DATABASE_VERIFICATION_FIELDS,
  DATABASE_VERIFICATION_KEYS,
  GOVERNMENT_ID_FIELDS,
  GOVERNMENT_ID_KEYS,
  PERSONA_ID_CLASSES,
  type PersonaFieldSchema,
} from "../support/persona-transaction-types";

// The contract: every request the Persona adapter makes is held to the field tables of Persona's
// own guides (tests/support/persona-transaction-types.ts, written from the pages, not from the
// adapter), whatever the file encoding. What the adapter sends is captured at fetch and read as
// Persona would read it: JSON or a multipart form, attribute keys in any inflection.

type Sent = { text: Map<string, string>; files: Map<string, { filename: string; type: string; size: number }> };
type Captured = { url: string; headers: Record<string, string>; attributes: Record<string, string>; fields: Sent };

const captured: Captured[] = [];
afterEach(() => {
  captured.length = 0;
  vi.unstubAllGlobals();
});

// name_first, name-first and nameFirst are one key to Persona (https://docs.withpersona.com/api-key-inflection).
const normal = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/-/g, "_")
    .toLowerCase();

async function read(init: RequestInit): Promise<Pick<Captured, "attributes" | "fields">> {
  const fields: Sent = { text: new Map(), files: new Map() };
  const attributes: Record<string, string> = {};
  if (init.body instanceof FormData) {
    for (const [name, value] of init.body.entries()) {
      const field = /^data\[attributes\]\[fields\]\[([^\]]+)\]$/.exec(name);
      const attribute = /^data\[attributes\]\[([^\]]+)\]$/.exec(name);
      if (field && typeof value === "string") fields.text.set(field[1]!, value);
      else if (field && typeof value !== "string")
        fields.files.set(field[1]!, { filename: value.name, type: value.type, size: value.size });
      else if (attribute && typeof value === "string") attributes[normal(attribute[1]!)] = value;
      else throw new Error(`a form part Persona's guide does not show: ${name}`);
    }
    return { attributes, fields };
  }
  const body = JSON.parse(String(init.body)) as { data: { attributes: Record<string, unknown> } };
  for (const [name, value] of Object.entries(body.data.attributes))
    if (name !== "fields") attributes[normal(name)] = String(value);
  for (const [key, value] of Object.entries(body.data.attributes.fields as Record<string, unknown>)) {
    if (typeof value === "string") fields.text.set(key, value);
    else {
      const file = value as { filename?: unknown; data?: unknown; io?: unknown };
      const base64 = file.data ?? file.io;
      if (typeof file.filename !== "string" || typeof base64 !== "string") throw new Error(`${key} is not a file`);
      fields.files.set(key, { filename: file.filename, type: "", size: Buffer.from(base64, "base64").length });
    }
  }
  return { attributes, fields };
}

/** What Persona's documented type would refuse in this request: unknown keys, missing required ones, wrong kinds. */
function violations(
  sent: Sent,
  schemas: PersonaFieldSchema[],
  documented: { keys: Set<string>; required: Set<string> },
) {
  const problems: string[] = [];
  const keys = [...sent.text.keys(), ...sent.files.keys()];
  for (const key of keys) if (!documented.keys.has(key)) problems.push(`${key} is not a field of the type`);
  for (const key of documented.required) if (!keys.includes(key)) problems.push(`${key} is required and missing`);
  for (const schema of schemas) {
    if (schema.type === "file" && sent.text.has(schema.key)) problems.push(`${schema.key} must be a file`);
    if (schema.type !== "file" && sent.files.has(schema.key)) problems.push(`${schema.key} must not be a file`);
    if (schema.type === "date" && sent.text.has(schema.key) && !/^\d{4}-\d{2}-\d{2}$/.test(sent.text.get(schema.key)!))
      problems.push(`${schema.key} must be YYYY-MM-DD`);
  }
  return problems;
}

function adapter(fileEncoding: (typeof PERSONA_FILE_ENCODINGS)[number] = "multipart") {
  vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
    captured.push({ url: String(url), headers: init.headers as Record<string, string>, ...(await read(init)) });
    // Persona's create answer (Create a Transaction's example shape), not decided yet.
    return Response.json(
      { data: { type: "transaction", id: "txn_1", attributes: { status: "created", "reference-id": "idv_1" } } },
      { status: 201 },
    );
  });
  return createPersonaIdentityProvider({
    apiKey: "persona_sandbox_contract",
    apiBase: "https://api.withpersona.com",
    standardTransactionTypeId: "txntp_database",
    documentTransactionTypeId: "txntp_government_id",
    statuses: DEFAULT_PERSONA_STATUSES,
    fileEncoding,
  });
}

// With a second address line, so the contract sees every address field the adapter can send.
const subject = identitySubject("idv_1", {
  address: { line1: "1 Main St", line2: "Apt 2", city: "Austin", state: "TX", postalCode: "73301" },
});
const image = (mimeType: string) => ({ bytes: Buffer.from([1, 2, 3, 4, 5]), mimeType });

describe("the data check against Database Verification via API", () => {
  it("sends exactly the guide's fields, the SSN as tax_identification_number, with Persona's headers", async () => {
    await adapter().verifyStandard(subject, AbortSignal.timeout(2_000));
    const [request] = captured;
    // The least back: no related resource serialized, and of the transaction only its status and reference id.
    expect(request!.url).toBe(
      "https://api.withpersona.com/api/v1/transactions?include=&fields%5Btransaction%5D=status%2Creference-id",
    );
    expect(request!.headers).toMatchObject({
      authorization: "Bearer persona_sandbox_contract",
      "persona-version": "2023-01-05",
      "idempotency-key": expect.stringMatching(/^identity-check-idv_1-[0-9a-f]{12}$/),
      "content-type": "application/json",
    });
    // The reference id is the person's, the same for every check of theirs (one Persona Account).
    expect(request!.attributes).toEqual({ transaction_type_id: "txntp_database", reference_id: subject.personId });
    expect(violations(request!.fields, DATABASE_VERIFICATION_FIELDS, DATABASE_VERIFICATION_KEYS)).toEqual([]);
    expect([...request!.fields.text.keys()].sort()).toEqual([
      "address_city",
      "address_country_code",
      "address_postal_code",
      "address_street_1",
      "address_street_2",
      "address_subdivision",
      "birthdate",
      "name_first",
      "name_last",
      "phone_number",
      "tax_identification_number",
    ]);
    expect(request!.fields.text.get("tax_identification_number")).toBe("231548765");
  });

  // The check above (the exact list of keys) is what fails with identification_number put back in
  // the adapter; this shows the rule it stands for, read from the guide's table.
  it("the guide's table refuses the old name: identification_number is no field of the documented type", async () => {
    await adapter().verifyStandard(subject, AbortSignal.timeout(2_000));
    const fields = captured[0]!.fields;
    const ssn = fields.text.get("tax_identification_number")!;
    fields.text.delete("tax_identification_number");
    fields.text.set("identification_number", ssn);
    expect(violations(fields, DATABASE_VERIFICATION_FIELDS, DATABASE_VERIFICATION_KEYS)).toEqual([
      "identification_number is not a field of the type",
      "tax_identification_number is required and missing",
    ]);
  });
});

describe.each(PERSONA_FILE_ENCODINGS)("the document check against Government ID via API (%s)", (encoding) => {
  it.each([
    ["DRIVERS_LICENSE", "dl", true],
    ["STATE_ID", "id", true],
    ["PASSPORT", "pp", false],
  ] as const)(
    "%s: id_class %s, the photos as files, nothing the guide lacks",
    async (documentType, idClass, hasBack) => {
      await adapter(encoding).verifyDocument(
        subject,
        { documentType, front: image("image/jpeg"), back: hasBack ? image("image/png") : null },
        AbortSignal.timeout(2_000),
      );
      const [request] = captured;
      expect(request!.attributes).toEqual({
        transaction_type_id: "txntp_government_id",
        reference_id: subject.personId,
      });
      expect(new URL(request!.url).searchParams.get("fields[transaction]")).toBe("status,reference-id");
      expect(new URL(request!.url).searchParams.get("include")).toBe("");
      expect(violations(request!.fields, GOVERNMENT_ID_FIELDS, GOVERNMENT_ID_KEYS)).toEqual([]);
      expect(request!.fields.text.get("id_class")).toBe(idClass);
      expect(PERSONA_ID_CLASSES).toContain(idClass);
      expect([...request!.fields.files.keys()]).toEqual(
        hasBack ? ["id_front_photo", "id_back_photo"] : ["id_front_photo"],
      );
      expect(request!.fields.files.get("id_front_photo")).toMatchObject({ filename: "idv_1-front.jpg", size: 5 });
      if (encoding === "multipart") expect(request!.fields.files.get("id_front_photo")!.type).toBe("image/jpeg");
    },
  );
});

describe("every read asks for the least back", () => {
  it("a transaction read back, and a document's verification: sparse fieldsets, nothing included", async () => {
    const persona = adapter();
    const urls: URL[] = [];
    vi.stubGlobal("fetch", async (url: URL) => {
      urls.push(new URL(String(url)));
      if (String(url).includes("/verification/government-ids/"))
        return Response.json({
          data: { type: "verification/government-id", id: "ver_1", attributes: { "country-code": "US" } },
        });
      return Response.json({
        data: {
          type: "transaction",
          id: "txn_1",
          attributes: { status: "approved", "reference-id": subject.personId },
          relationships: { "related-objects": { data: [{ type: "verification/government-id", id: "ver_1" }] } },
        },
      });
    });
    const review = {
      checkId: "idv_1",
      personId: subject.personId,
      kind: "documentary" as const,
      providerReference: "txn_1",
    };
    await persona.checkReview(review, AbortSignal.timeout(2_000));
    await persona.readDocument(review, AbortSignal.timeout(2_000));
    expect(urls.map((url) => [url.pathname, url.searchParams.get("fields[transaction]")])).toEqual([
      ["/api/v1/transactions/txn_1", "status,reference-id"],
      ["/api/v1/transactions/txn_1", "status,reference-id,related-objects"],
      ["/api/v1/verification/government-ids/ver_1", null],
    ]);
    expect(urls[2]!.searchParams.get("fields[verification/government-id]")).toBe(
      "country-code,issuing-subdivision,expiration-date,identification-number",
    );
    for (const url of urls) expect(url.searchParams.get("include") ?? "").toBe("");
  });
});
