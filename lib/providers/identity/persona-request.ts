import type { PersonaFileEncoding } from "@/lib/domain/identity/persona-settings";

import type { FileField } from "./persona-fields";

export type TransactionBody = {
  typeId: string;
  referenceId: string;
  fields: Record<string, string | FileField | undefined>;
};

/**
 * A create-transaction body and its content type. JSON uses the API reference's attribute names
 * (`transaction-type-id`, `reference-id`: https://docs.withpersona.com/api-reference/transactions/create-a-transaction);
 * a multipart form uses the guide's (`data[attributes][transaction_type_id]`, …): Persona accepts
 * attribute keys in kebab, snake or camel case (https://docs.withpersona.com/api-key-inflection).
 * Field keys are sent as the transaction type names them (persona-fields.ts). A body without files
 * is always JSON.
 */
export function transactionRequest(
  body: TransactionBody,
  encoding: PersonaFileEncoding,
): { body: string | FormData; contentType?: string } {
  const entries = Object.entries(body.fields).filter(
    (entry): entry is [string, string | FileField] => entry[1] !== undefined,
  );
  const hasFiles = entries.some(([, value]) => typeof value !== "string");
  if (encoding === "multipart" && hasFiles) {
    // fetch sets the content type with the form's boundary.
    const form = new FormData();
    form.append("data[attributes][transaction_type_id]", body.typeId);
    form.append("data[attributes][reference_id]", body.referenceId);
    for (const [key, value] of entries) {
      if (typeof value === "string") form.append(`data[attributes][fields][${key}]`, value);
      else
        form.append(
          `data[attributes][fields][${key}]`,
          new Blob([new Uint8Array(value.image.bytes)], { type: value.image.mimeType }),
          value.filename,
        );
    }
    return { body: form };
  }
  const property = encoding === "json-io" ? "io" : "data";
  const fields = Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      typeof value === "string"
        ? value
        : { filename: value.filename, [property]: value.image.bytes.toString("base64") },
    ]),
  );
  return {
    body: JSON.stringify({
      data: { attributes: { "transaction-type-id": body.typeId, "reference-id": body.referenceId, fields } },
    }),
    contentType: "application/json",
  };
}
