/**
 * The two kinds of people who sign in to run the program, each with its own doors
 * (docs/security.md#accounts): HR of one employer, and the program's operators. An account belongs
 * to exactly one realm; a credential, factor or session of one realm never opens the other's.
 */
export type Realm = "hr" | "operator";

export const REALMS: readonly Realm[] = ["hr", "operator"];

/** The name an authenticator app and a passkey prompt show for an account of the realm. */
export const REALM_DISPLAY_NAMES: Readonly<Record<Realm, string>> = {
  hr: "Benefits HR",
  operator: "Benefits Operations",
};
