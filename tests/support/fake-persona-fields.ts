import { isActive, PERSONA_ID_CLASSES, type PersonaFieldSchema } from "./persona-transaction-types";

// The fake Persona's checks of what a create carries (tests/support/fake-persona.ts): each field
// against its transaction type's schema, files as the images Persona reads, and Persona's errors.

export type StoredFile = { filename: string; bytes: Buffer; mimeType: string };
export type StoredField = { type: string; value: unknown };
export type PersonaError = { title: string; details?: string; source?: { pointer: string } };

const ID_CLASSES: ReadonlySet<string> = new Set(PERSONA_ID_CLASSES);

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

export class PersonaHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: PersonaError[],
  ) {
    super(errors[0]?.title ?? "error");
  }
}

export const failure = (status: number, details?: string, pointer?: string) =>
  new PersonaHttpError(status, [
    { title: REASONS[status] ?? "Error", ...(details && { details }), ...(pointer && { source: { pointer } }) },
  ]);

/**
 * The request's fields checked against the type's active field schemas, stored under the type's
 * own keys: unknown keys first (400, all of them), then every field's value and the required ones (422).
 */
export function checkFields(
  given: Record<string, unknown>,
  schemas: PersonaFieldSchema[],
): Record<string, StoredField> {
  const active = schemas.filter(isActive);
  const schemaFor = (key: string) => active.find((s) => normalise(s.key) === normalise(key));
  const unknown = Object.keys(given).filter((key) => !schemaFor(key));
  if (unknown.length > 0)
    throw new PersonaHttpError(
      400,
      unknown.map((key) => ({
        title: "Bad Request",
        details: `data.attributes.fields.${key} is not a field of this transaction type`,
      })),
    );
  const problems: PersonaError[] = [];
  const refused = new Set<string>();
  const problem = (schema: PersonaFieldSchema, key: string, details: string) => {
    refused.add(schema.key);
    problems.push({
      title: "Unprocessable Entity",
      details: `${key} ${details}`,
      source: { pointer: `/data/attributes/fields/${key}` },
    });
  };
  const fields: Record<string, StoredField> = {};
  for (const [givenKey, value] of Object.entries(given)) {
    const schema = schemaFor(givenKey)!;
    if (value === undefined || value === null || value === "") continue;
    const checked = checkValue(schema, value);
    if (typeof checked === "string") problem(schema, givenKey, checked);
    else fields[schema.key] = { type: schema.type, value: checked.value };
  }
  for (const schema of active)
    if (schema.config.required && !(schema.key in fields) && !refused.has(schema.key))
      problem(schema, schema.key, "can't be blank");
  if (problems.length > 0) throw new PersonaHttpError(422, problems);
  return fields;
}

/** The stored value, or why it is refused. */
function checkValue(schema: PersonaFieldSchema, value: unknown): { value: unknown } | string {
  switch (schema.type) {
    case "file": {
      const file = asFile(value);
      if (!file) return "must be a file (a file part, or { filename, data } with base64 data)";
      // The image Persona reads: JPEG, PNG or WebP by its bytes, 10 KB to 15 MB, or less where the
      // field's max-file-size-bytes says so (changelog 2025-06-16).
      const kind = sniff(file.bytes);
      if (!["image/jpeg", "image/png", "image/webp"].includes(kind))
        return `must be a JPEG, PNG or WebP image (got ${kind})`;
      const limit = schema.config["max-file-size-bytes"];
      const max = typeof limit === "number" ? limit : MAX_IMAGE_BYTES;
      if (file.bytes.length < MIN_IMAGE_BYTES) return `must be at least ${MIN_IMAGE_BYTES} bytes`;
      if (file.bytes.length > max) return `must be at most ${max} bytes`;
      return { value: file };
    }
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? { value }
        : "must be a date in the format YYYY-MM-DD";
    case "string": {
      if (typeof value !== "string" && typeof value !== "number") return "must be a string";
      if (normalise(schema.key) === "idclass" && !ID_CLASSES.has(String(value))) return "is not a supported ID class";
      return { value: String(value) };
    }
    default:
      return { value };
  }
}

/** A multipart file part (recorded as `{ filename, contentType, data }`) or a JSON `{ filename, data | io }`. */
function asFile(value: unknown): StoredFile | undefined {
  if (!isObject(value) || typeof value.filename !== "string" || value.filename === "") return undefined;
  const encoded = typeof value.data === "string" ? value.data : value.io;
  if (typeof encoded !== "string" || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  const bytes = Buffer.from(encoded, "base64");
  // A part sent without a type arrives as application/octet-stream: Persona's mime-type is then the bytes'.
  const declared =
    typeof value.contentType === "string" && !["", "application/octet-stream"].includes(value.contentType)
      ? value.contentType
      : undefined;
  return { filename: value.filename, bytes, mimeType: declared ?? sniff(bytes) };
}

// The sizes of an image Persona reads (the reading of Persona's documentation: 10 KB to 15 MB).
const MIN_IMAGE_BYTES = 10 * 1024;
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

function sniff(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "image/jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "\x89PNG") return "image/png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP")
    return "image/webp";
  if (bytes.subarray(0, 4).toString("latin1") === "%PDF") return "application/pdf";
  return "application/octet-stream";
}

/** A key compared across kebab-case, snake_case and camelCase. */
export const normalise = (key: string) => key.replace(/[-_]/g, "").toLowerCase();

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
