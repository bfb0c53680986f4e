import { z } from "zod";

// Building blocks of the response schemas. Responses are strict objects: a field the serializer
// adds without adding it here fails type-checking, and a field the schema lacks fails the contract
// tests, so the OpenAPI document cannot drift from what the API sends.

export const timestamp = z.iso
  .datetime()
  .meta({ description: "ISO 8601 timestamp in UTC.", example: "2026-11-21T19:00:00.000Z" });

export const nullableTimestamp = timestamp.nullable();

export const expirationSchema = z
  .strictObject({ month: z.number().int().min(1).max(12), year: z.number().int() })
  .meta({ id: "Expiration", example: { month: 11, year: 2029 } });

/** `{ data: [...] }`, the shape of every list. */
export const listOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item) });

export const prefixedId = (prefix: string, example: string) =>
  z.string().meta({ description: `Opaque id with the prefix \`${prefix}_\`.`, example });

/**
 * `schema | null` for a schema with an id. zod-to-openapi turns `.nullable()` of a referenced
 * schema into an allOf that null cannot pass (or drops the null); a union gives `anyOf [$ref, null]`.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
