"use client";

import { useQuery } from "@tanstack/react-query";

export type FieldProblem = { path: string; code: string; message: string };

/** A problem+json answer from the API, thrown by apiFetch. */
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

export type PortalSession = {
  employeeId: string;
  employerId: string;
  firstName: string;
  csrfToken: string;
  apiBase: string;
  employer: { name: string; payrollDeductionRepayment: boolean; paymentMethodRepayment: boolean };
};

/** Same-origin JSON fetch with the session cookie and, for writes, the CSRF token. */
export async function apiFetch<T>(path: string, options: { method?: string; body?: unknown; csrfToken?: string; contentType?: string } = {}): Promise<T> {
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
  if (!response.ok) {
    throw new ApiProblem(response.status, String(data.code ?? "error"), data.detail as string | undefined, (data.errors as FieldProblem[]) ?? [], data);
  }
  return data as T;
}

export const portalKeys = {
  session: ["portal", "session"] as const,
  status: ["portal", "onboarding-status"] as const,
  employee: ["portal", "employee"] as const,
  agreements: (locale: string) => ["portal", "agreements", locale] as const,
  atr: ["portal", "atr"] as const,
  paymentMethods: ["portal", "payment-methods"] as const,
  verification: ["portal", "identity-verification"] as const,
  cards: ["portal", "cards"] as const,
};

export function usePortalSession() {
  return useQuery({ queryKey: portalKeys.session, queryFn: () => apiFetch<PortalSession>("/api/portal/session"), staleTime: Infinity });
}
