import { EXPANDED_VERIFICATION_VERSION, isVersionAtLeast, type ApiVersion } from "./versions";

export { EVENT_TYPES, type EventType } from "./event-types";

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
