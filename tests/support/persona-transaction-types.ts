/**
 * Persona Transaction Types as `GET /api/v1/transaction-types/{transaction-type-id}` answers them
 * (https://docs.withpersona.com/api-reference/transaction-types/retrieve-a-transaction-type): a
 * JSON:API resource whose `attributes.field-schemas[]` are `{ type, key, label, config: { required,
 * archived-at, deactivated-at, … } }`. The reference page's excerpt stops before its response; the
 * shape is the one Persona's OpenAPI spec gives (an SDK generated from it), and the field types are
 * the names of https://docs.withpersona.com/transaction-types ("Boolean, Date, Documents, File,
 * Float, Hash, Integer, String, Multiple Choices, Array") in lower case, choices written as a
 * transaction's `fields[…].type` shows them (`choices`, `multi_choices`:
 * https://docs.withpersona.com/integration-guide-understanding-a-persona-api-payload).
 *
 * The two types below hold exactly the field tables of Persona's integration guides. Keys are
 * snake_case, as the guides write them; Persona keeps a field's key as it was configured.
 */

export type PersonaFieldType =
  | "string"
  | "date"
  | "file"
  | "documents"
  | "boolean"
  | "float"
  | "integer"
  | "hash"
  | "choices"
  | "multi_choices"
  | "array";

export type PersonaFieldSchema = {
  type: PersonaFieldType;
  key: string;
  label: string;
  config: {
    required: boolean;
    "archived-at": string | null;
    "deactivated-at": string | null;
    [setting: string]: unknown;
  };
};

export type PersonaTransactionType = {
  data: {
    type: "transaction-type";
    id: string;
    attributes: {
      name: string;
      "created-at": string;
      "updated-at": string;
      "field-schemas": PersonaFieldSchema[];
    };
  };
};

const CREATED_AT = "2025-01-06T00:00:00.000Z";

export const field = (
  key: string,
  type: PersonaFieldType,
  required: boolean,
  label: string,
  config: Record<string, unknown> = {},
): PersonaFieldSchema => ({
  type,
  key,
  label,
  config: { required, "archived-at": null, "deactivated-at": null, ...config },
});

/**
 * "Integration Guide: Database Verification via API",
 * https://docs.withpersona.com/integration-guide-database-verification-via-api — its field table,
 * required as the table says ("Whether or not these fields are required will depend on your
 * configuration … for each country": a test changes them with the fake's setFieldSchemas).
 */
export const DATABASE_VERIFICATION_FIELDS: PersonaFieldSchema[] = [
  field("name_first", "string", true, "First Name"),
  field("name_last", "string", true, "Last Name"),
  field("name_middle", "string", false, "Middle Name"),
  field("birthdate", "date", true, "Birthdate"),
  field("address_street_1", "string", true, "Address Street 1"),
  field("address_street_2", "string", false, "Address Street 2"),
  field("address_city", "string", true, "Address City"),
  field("address_postal_code", "string", true, "Address Postal Code"),
  field("address_subdivision", "string", true, "Address Subdivision"),
  field("address_country_code", "string", true, "Address Country Code"),
  field("tax_identification_number", "string", true, "Tax Identification Number"),
  field("document_number", "string", false, "Document Number"),
  field("email_address", "string", false, "Email Address"),
  field("phone_number", "string", false, "Phone Number"),
  field("debug", "string", false, "Debug"),
];

/**
 * "Integration Guide: Government ID via API", https://docs.withpersona.com/integration-guide-gov-id-via-api
 * — its field table (the table's `transaction_type` row is the request's transaction type id, not a
 * field). `id_class` takes the classes of
 * https://docs.withpersona.com/api-reference/verifications/government-id-verifications.
 */
export const GOVERNMENT_ID_FIELDS: PersonaFieldSchema[] = [
  field("id_class", "string", true, "ID Class"),
  field("id_front_photo", "file", true, "ID Front Photo"),
  field("id_back_photo", "file", false, "ID Back Photo"),
  field("name_first", "string", false, "First Name"),
  field("name_last", "string", false, "Last Name"),
  field("birthdate", "date", false, "Birthdate"),
  field("address_street_1", "string", false, "Address Street 1"),
  field("address_street_2", "string", false, "Address Street 2"),
  field("address_city", "string", false, "Address City"),
  field("address_subdivision", "string", false, "Address Subdivision"),
  field("address_postal_code", "string", false, "Address Postal Code"),
  field("address_country_code", "string", true, "Address Country Code"),
  field("phone_number", "string", false, "Phone Number"),
  field("email_address", "string", false, "Email Address"),
  field("debug", "string", false, "Debug"),
];

/** https://docs.withpersona.com/api-reference/verifications/government-id-verifications */
export const PERSONA_ID_CLASSES = [
  "cct",
  "cid",
  "dl",
  "foid",
  "hic",
  "id",
  "ipp",
  "keyp",
  "ltpass",
  "munid",
  "myn",
  "nbi",
  "nric",
  "ofw",
  "rp",
  "pan",
  "pid",
  "pp",
  "ppc",
  "pr",
  "sss",
  "td",
  "tribalid",
  "umid",
  "vid",
  "visa",
  "wp",
] as const;

export const transactionType = (id: string, name: string, schemas: PersonaFieldSchema[]): PersonaTransactionType => ({
  data: {
    type: "transaction-type",
    id,
    attributes: { name, "created-at": CREATED_AT, "updated-at": CREATED_AT, "field-schemas": schemas },
  },
});

export const databaseVerificationType = (id: string) =>
  transactionType(id, "Database Verification", DATABASE_VERIFICATION_FIELDS);
export const governmentIdType = (id: string) => transactionType(id, "Government ID", GOVERNMENT_ID_FIELDS);

/** A field Persona still takes: neither archived nor deactivated. */
export const isActive = (schema: PersonaFieldSchema) =>
  schema.config["archived-at"] === null && schema.config["deactivated-at"] === null;

/** The keys a type accepts and the ones it requires (active fields only), for a contract test. */
export function fieldKeys(schemas: PersonaFieldSchema[]): { keys: Set<string>; required: Set<string> } {
  const active = schemas.filter(isActive);
  return {
    keys: new Set(active.map((s) => s.key)),
    required: new Set(active.filter((s) => s.config.required).map((s) => s.key)),
  };
}

export const DATABASE_VERIFICATION_KEYS = fieldKeys(DATABASE_VERIFICATION_FIELDS);
export const GOVERNMENT_ID_KEYS = fieldKeys(GOVERNMENT_ID_FIELDS);
