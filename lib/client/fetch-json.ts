import type { z } from "zod";

import type { fieldErrorSchema, problemSchema } from "@/lib/schemas/responses/problem";

// The browser's way to the same-origin API (the portal and the HR admin area, signed in by cookie).
// Type-only imports of the response schemas: the types cost no bundle bytes. The typed partner
// client (./index.ts, openapi-fetch) is for servers holding a client secret.

export type FieldProblem = z.output<typeof fieldErrorSchema>;
export type ProblemDocument = z.output<typeof problemSchema>;

/** A problem+json answer from the API, thrown by fetchJson. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string | undefined,
    readonly errors: FieldProblem[],
    readonly body: Record<string, unknown>,
  ) {
    super(detail ?? code);
    this.name = "ApiProblem";
  }
}

/** The ApiProblem for a failed answer's body (whatever it holds: a proxy's error page has no code). */
export function problemFrom(status: number, data: Record<string, unknown>): ApiProblem {
  return new ApiProblem(
    status,
    String(data.code ?? "error"),
    data.detail as string | undefined,
    (data.errors as FieldProblem[] | undefined) ?? [],
    data,
  );
}

export type FetchJsonOptions = { method?: string; body?: unknown; csrfToken?: string; contentType?: string };

/**
 * Same-origin JSON fetch with the session cookie and, for writes, the CSRF token. `T` is the
 * answer's type from lib/schemas/responses; a failure throws ApiProblem with the field errors.
 */
export async function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
  if (method !== "GET" && options.csrfToken) headers["x-csrf-token"] = options.csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const data = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok) throw problemFrom(response.status, data);
  return data as T;
}
