import { afterEach, describe, expect, it, vi } from "vitest";

import { parseEnv } from "@/lib/env";
import { capturedLogLines } from "@/lib/logger";

import { assertIdentityProviderReady } from ".";
import { DOCUMENT_FIELDS, STANDARD_FIELDS } from "./persona-fields";

// Start-up's look at Persona (persona-preflight.ts does the reading; this is what start-up does
// with each kind of finding).
const env = parseEnv({
  IDENTITY_PROVIDER: "persona",
  PERSONA_API_KEY: "persona_sandbox_startup",
  PERSONA_WEBHOOK_SECRET: "wbhsec_startup",
  PERSONA_STANDARD_TRANSACTION_TYPE_ID: "txntp_std",
  PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: "txntp_doc",
});
const schemaOf = (fields: readonly { key: string; file: boolean }[], required: string[] = []) =>
  fields.map((field) => ({
    key: field.key,
    type: field.file ? "file" : "string",
    config: { required: required.includes(field.key) },
  }));
const serve = (standard: unknown[], document: unknown[]) =>
  vi.stubGlobal("fetch", async (url: URL) =>
    Response.json({
      data: { id: "x", attributes: { "field-schemas": url.pathname.endsWith("txntp_std") ? standard : document } },
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  capturedLogLines.length = 0;
});

describe("start-up with IDENTITY_PROVIDER=persona", () => {
  it("says the types take every field", async () => {
    serve(schemaOf(STANDARD_FIELDS), schemaOf(DOCUMENT_FIELDS));
    await assertIdentityProviderReady(env);
    expect(capturedLogLines.join("")).toContain("Persona transaction types accept every field the adapter sends");
  });

  it("logs a required field the adapter sends only sometimes, and starts", async () => {
    serve(schemaOf(STANDARD_FIELDS), schemaOf(DOCUMENT_FIELDS, ["id_back_photo"]));
    await assertIdentityProviderReady(env);
    const text = capturedLogLines.join("");
    expect(text).toContain("Persona transaction type refuses some checks");
    expect(text).toContain("requires the field id_back_photo, which the adapter sends only when the person has one");
  });

  it("stops on a field the type lacks, naming it", async () => {
    serve(schemaOf(STANDARD_FIELDS.filter((field) => field.key !== "phone_number")), schemaOf(DOCUMENT_FIELDS));
    await expect(assertIdentityProviderReady(env)).rejects.toThrow(
      "Invalid configuration:\n  PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_std has no field phone_number, which the adapter sends",
    );
  });

  it("asks nothing with the sandbox provider", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await assertIdentityProviderReady(parseEnv({}));
    expect(fetch).not.toHaveBeenCalled();
  });
});
