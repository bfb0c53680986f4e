import { EXPANDED_VERIFICATION_VERSION, isVersionAtLeast, type ApiVersion } from "./versions";

export const EVENT_TYPES = [
  "employee.created",
  "employee.updated",
  "agreement.accepted",
  "atr.evaluated",
  "identity-verification.success",
  "identity-verification.failed",
  "identity-verification.needs-documentary-evidence",
  "card.created",
  "card.activated",
  "payment_method.attached",
  "payment_method.updated",
  "payment_method.removed",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * An event as a client of `version` sees it. Before 2024-01-16 there was no expanded flow: the
 * needs-documentary-evidence event reads as identity-verification.failed, and the status FAILED.
 */
export function eventForVersion(
  type: string,
  data: Record<string, unknown>,
  version: ApiVersion,
): { type: string; data: Record<string, unknown> } {
  if (isVersionAtLeast(version, EXPANDED_VERIFICATION_VERSION)) return { type, data };
  const downgraded = data.status === "NEEDS_EXPANDED_VERIFICATION" ? { ...data, status: "FAILED" } : data;
  if (type === "identity-verification.needs-documentary-evidence") return { type: "identity-verification.failed", data: downgraded };
  return { type, data: downgraded };
}
