import { EVENT_TYPES, type EventType } from "@/lib/domain/events/event-types";

import { v2021_08_10 } from "./2021-08-10";
import { v2024_01_16 } from "./2024-01-16";
import { v2026_11_21 } from "./2026-11-21";
import type { NoteSubject, VersionDefinition, VersionedShapes } from "./types";

/**
 * Every API version, oldest first, each one object saying what it changed. Serializers and webhook
 * delivery shape their output with `forVersion`; the wrapper gates endpoints with `versionAdding`;
 * the versions guide and the OpenAPI descriptions are written from the same objects.
 */
export const API_VERSIONS = [v2021_08_10, v2024_01_16, v2026_11_21] as const;

type VersionsOf<T extends readonly VersionDefinition[]> = { [K in keyof T]: T[K]["version"] };

// map() loses the tuple; the cast restores it, so `z.enum(SUPPORTED_API_VERSIONS)` knows each value.
export const SUPPORTED_API_VERSIONS = API_VERSIONS.map((definition) => definition.version) as unknown as VersionsOf<
  typeof API_VERSIONS
>;

export type ApiVersion = (typeof SUPPORTED_API_VERSIONS)[number];

export const LATEST_API_VERSION: ApiVersion = SUPPORTED_API_VERSIONS[SUPPORTED_API_VERSIONS.length - 1]!;

/** An operation that does not exist in every version. */
export type VersionedEndpoint = NonNullable<(typeof API_VERSIONS)[number]["adds"]>[number];

export function isApiVersion(value: string): value is ApiVersion {
  return (SUPPORTED_API_VERSIONS as readonly string[]).includes(value);
}

/**
 * Other names of a version. 2026-11-21 was first published as 2027-01-01, a date still to come:
 * versions are named by the day they were released. Clients and settings that pinned the old name
 * keep getting the same version, answered under its real name; the old name is accepted for as long
 * as the version is (the changelog says so).
 */
export const API_VERSION_ALIASES: Readonly<Record<string, ApiVersion>> = { "2027-01-01": "2026-11-21" };

/** The version `value` names, by its name or an alias; undefined when none. */
export function apiVersionNamed(value: string): ApiVersion | undefined {
  if (isApiVersion(value)) return value;
  return Object.hasOwn(API_VERSION_ALIASES, value) ? API_VERSION_ALIASES[value] : undefined;
}

/** A setting's or request field's version by its real name (an alias read as its version): for z.preprocess. */
export const aliasResolved = (value: unknown): unknown =>
  typeof value === "string" ? (apiVersionNamed(value) ?? value) : value;

export function isVersionAtLeast(version: ApiVersion, minimum: ApiVersion): boolean {
  return version >= minimum;
}

const NEWEST_FIRST: readonly VersionDefinition<ApiVersion>[] = [...API_VERSIONS].reverse();

/**
 * `latest` (a response or event in the newest shape) as a client of `version` sees it: the
 * downgrade of every newer version, newest first.
 */
export function forVersion<K extends keyof VersionedShapes, T extends VersionedShapes[K]>(
  kind: K,
  latest: T,
  version: ApiVersion,
): T {
  let shaped: VersionedShapes[K] = latest;
  for (const definition of NEWEST_FIRST) {
    if (isVersionAtLeast(version, definition.version)) break;
    shaped = definition.downgrade?.[kind]?.(shaped) ?? shaped;
  }
  // A downgrade keeps every member it does not name, and what it names it sets to values the
  // response schema allows (it is tested against them), so the result is still a T.
  return shaped as T;
}

/**
 * The recorded event types a client of `version` sees as one of `types`: the event list's type
 * filter names types as the client's version does (before 2024-01-16,
 * `identity-verification.failed` also stands for needs-documentary-evidence).
 */
export function eventTypesSeenAs(types: readonly string[], version: ApiVersion): EventType[] {
  return EVENT_TYPES.filter((stored) => types.includes(forVersion("event", { type: stored, data: {} }, version).type));
}

/** The version an operation exists from; undefined when it exists in every version. */
export function versionAddingOperation(operationId: string): ApiVersion | undefined {
  return API_VERSIONS.find((definition) => (definition.adds as readonly string[] | undefined)?.includes(operationId))
    ?.version;
}

/** The version that added `endpoint`: the wrapper's `minimumVersion` for its route. */
export function versionAdding(endpoint: VersionedEndpoint): ApiVersion {
  const version = versionAddingOperation(endpoint);
  if (!version) throw new Error(`No API version adds ${endpoint}`);
  return version;
}

/** What the versions changed about `subject`, oldest first, for a description. */
export function versionNotes(subject: NoteSubject): string {
  return API_VERSIONS.flatMap((definition: VersionDefinition) => definition.notes?.[subject] ?? []).join(" ");
}

export const VERSION_HEADER_HELP = `Send \`API-Version: ${SUPPORTED_API_VERSIONS.join(" | ")}\`. Without it your client's pinned version is used (new clients pin the latest; \`GET /api/client\` shows it, \`POST /api/client/api-version\` changes it); an unknown one is \`400 unsupported_api_version\`. Every authenticated response echoes the version it was served under.`;

export type { NoteSubject, VersionDefinition, VersionedEvent, VersionedShapes } from "./types";
