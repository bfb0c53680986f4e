import { defineVersion } from "./types";

/**
 * The onboarding status endpoint; responses and events are as in 2024-01-16. First published as
 * 2027-01-01, a date still to come; that name is read as this version (API_VERSION_ALIASES).
 */
export const v2026_11_21 = defineVersion({
  version: "2026-11-21",
  changes: [
    "`GET …/onboarding/status`: the 12 onboarding requirements with their state; earlier versions get `404 endpoint_requires_newer_version`.",
  ],
  upgrade: [
    "Nothing you use changes shape: responses and events are as in 2024-01-16. Send `API-Version: 2026-11-21` (or pin it) to call `GET …/onboarding/status`.",
    "If you pinned or send `2027-01-01`, the name this version was first published under: it is read as 2026-11-21, and answers say `2026-11-21`. Change the name at your convenience.",
  ],
  adds: ["getOnboardingStatus"],
});
