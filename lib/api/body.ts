import { z } from "zod";

import { AppError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";

import { assertSafeJson } from "./json-limits";

/**
 * Reads the body as text, refusing it with 413 as soon as it exceeds `limit` bytes: the declared
 * Content-Length is checked first, and the stream is counted too, since the header can lie.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const tooLarge = (limit: number) =>
  new AppError("payload_too_large", `The body must be at most ${limit} bytes.`, { extra: { limitBytes: limit } });

/** Parses a JSON body and checks its depth and characters (json-limits.ts) before anything walks it. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") throw new AppError("invalid_json", "The request body is empty; send a JSON object.");
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  assertSafeJson(value);
  return value;
}

const JSON_TYPES = ["application/json"];

export function assertContentType(request: Request, allowed: readonly string[] = JSON_TYPES): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (allowed.includes(type)) return;
  throw new AppError("unsupported_media_type", `Send the body as ${allowed.join(" or ")}.`, {
    extra: { acceptedContentTypes: [...allowed] },
  });
}

/** Parses a JSON body against a schema: 400 for broken JSON, 422 with per-field errors otherwise. */
export function parseBody<S extends z.ZodType>(text: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(parseJsonText(text), { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new AppError("validation_failed", "Fix the fields listed in errors and try again.", {
    errors: zodToFieldErrors(parsed.error),
  });
}
