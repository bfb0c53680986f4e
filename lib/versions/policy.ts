// The deprecation policy, said once: the changelog and the versions guide show it.
export const DEPRECATION_POLICY = [
  "Every version listed here is supported: none is deprecated and none is scheduled to be retired.",
  "A version is retired only after a newer one has been out for at least two years, and never without twelve months' notice in this changelog and to each API client's contacts. Until the day it is retired, it answers exactly as it does today.",
  "Within a version, changes are additive only: new endpoints, new optional request fields, new response members, new event types and new values of fields documented as open lists. Build your parsers to ignore members they do not know.",
  "A version is named by the day it was released. A name published by mistake is read as its version for as long as that version is supported (2027-01-01 is 2026-11-21).",
] as const;
