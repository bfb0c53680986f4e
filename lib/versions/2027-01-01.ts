import { defineVersion } from "./types";

/** The onboarding status endpoint; responses and events are as in 2024-01-16. */
export const v2027_01_01 = defineVersion({
  version: "2027-01-01",
  changes: [
    "`GET …/onboarding/status`: the 12 onboarding requirements with their state; earlier versions get `404 endpoint_requires_newer_version`.",
  ],
  adds: ["getOnboardingStatus"],
});
