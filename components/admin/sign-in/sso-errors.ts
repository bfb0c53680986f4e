/** The codes single sign-on sends people back to the sign-in page with (?sso_error=…). */
export const SSO_ERRORS = [
  "sso_not_configured",
  "sso_domain_not_allowed",
  "sso_failed",
  "sso_no_role",
  "sso_account_disabled",
  "sso_link_needs_approval",
  "sso_no_account",
  "sso_required",
  "sso_throttled",
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The query's code as one we have words for; an unknown one reads as a failed sign-in. */
export function ssoErrorOf(value: string | string[] | undefined): SsoError | undefined {
  if (typeof value !== "string") return undefined;
  return (SSO_ERRORS as readonly string[]).includes(value) ? (value as SsoError) : "sso_failed";
}
