import type { EventType } from "@/lib/domain/events/event-types";

/** A webhook event as it is delivered: its type and payload. */
export type VersionedEvent = { type: string; data: Record<string, unknown> };

type IdentityCheckShape = { outcome: string | null };

/**
 * What a version can change, by kind: the members of the API's responses (lib/schemas/responses)
 * and of the webhook events that some version changes. Written structurally, so that the response
 * schemas may describe versions without this module depending on them; a downgrade rewrites the
 * members it names and keeps the rest.
 */
export type VersionedShapes = {
  employee: { onboarding_status: string; resettableFields?: unknown };
  identityVerification: { onboarding_status: string; checks: IdentityCheckShape[] };
  identityCheck: IdentityCheckShape;
  event: VersionedEvent;
};

/** Where the OpenAPI document and the response schemas describe what versions changed. */
export type NoteSubject = "employee" | "verificationStatus" | "resettableFields" | "identityOutcome" | EventType;

export type VersionDefinition<V extends string = string, E extends string = string> = {
  /** The API-Version value: a date, so comparing the strings compares the versions. */
  version: V;
  /** For people: the versions guide and the OpenAPI document's description list these. */
  changes: readonly string[];
  /** How a client on the version before moves to this one: what to check in its code, in order (the changelog). */
  upgrade?: readonly string[];
  /** Operations (by OpenAPI operationId) that exist from this version on; earlier ones get 404. */
  adds?: readonly E[];
  /**
   * Each turns this version's shape into the one of the version before. A client of version X
   * gets every newer version's downgrade applied, newest first.
   */
  downgrade?: { [K in keyof VersionedShapes]?: (value: VersionedShapes[K]) => VersionedShapes[K] };
  /** Sentences for the OpenAPI descriptions, by the place they appear. */
  notes?: Partial<Record<NoteSubject, string>>;
};

/** Keeps the literal version and endpoint names, so the list of versions can type them. */
export const defineVersion = <const V extends string, const E extends string = never>(
  definition: VersionDefinition<V, E>,
) => definition;
