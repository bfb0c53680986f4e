/**
 * The two kinds of people who sign in to run the program, each with its own doors
 * (docs/security.md#accounts): HR of one employer, and the program's operators. An account belongs
 * to exactly one realm; a credential, factor or session of one realm never opens the other's.
 */
export type Realm = "hr" | "operator";

export const REALMS: readonly Realm[] = ["hr", "operator"];

type RealmFacts = {
  /** The name an authenticator app and a passkey prompt show for the account. */
  displayName: string;
  /**
   * The purpose the recovery codes' hashing key is derived for. HR's is the one its codes were
   * made under before accounts had realms: changing it would void every code already given out.
   */
  recoveryCodePurpose: string;
};

export const REALM_FACTS: Readonly<Record<Realm, RealmFacts>> = {
  hr: { displayName: "Benefits HR", recoveryCodePurpose: "hr-recovery-codes" },
  operator: { displayName: "Benefits Operations", recoveryCodePurpose: "operator-recovery-codes" },
};
