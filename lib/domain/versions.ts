// API versions are dates; comparing the strings compares the dates.
export const SUPPORTED_API_VERSIONS = ["2021-08-10", "2024-01-16", "2027-01-01"] as const;

export type ApiVersion = (typeof SUPPORTED_API_VERSIONS)[number];

export const LATEST_API_VERSION: ApiVersion = "2027-01-01";

export function isApiVersion(value: string): value is ApiVersion {
  return (SUPPORTED_API_VERSIONS as readonly string[]).includes(value);
}

export function isVersionAtLeast(version: ApiVersion, minimum: ApiVersion): boolean {
  return version >= minimum;
}

/** The version that introduced NEEDS_EXPANDED_VERIFICATION, close-account and the reset fields. */
export const EXPANDED_VERIFICATION_VERSION: ApiVersion = "2024-01-16";

/** The version that introduced GET …/onboarding/status. */
export const ONBOARDING_STATUS_VERSION: ApiVersion = "2027-01-01";
