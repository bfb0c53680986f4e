import type { ResettableFields } from "@/lib/domain/person/employee-resets";
import type { VerificationStatus } from "@/lib/domain/identity/verification-status";

/**
 * What changing personal details does once identity data has been used, told before the person
 * changes anything — from the API's own rules: `resettableFields` (lib/domain/person/employee-resets.ts)
 * says which identity data is locked, and a physical card is mailed to the address captured when
 * it was ordered (docs/payments-and-cards.md), never redirected by a later change (lib/services/cards).
 */

export type IdentityDatum = "birthDate" | "ssn" | "address";

export type IdentityNote =
  /** A check is running on these data: they are locked until it settles. */
  | { kind: "checking"; locked: IdentityDatum[] }
  /**
   * Verified: the locked data stay as verified; changing what the check vouched for (`recheck`:
   * name, and birth date or SSN where the rule lets them change) starts a new check and pauses the
   * card until it passes (lib/domain/identity/identity-recheck.ts); the rest (`free`) repeats nothing.
   */
  | {
      kind: "verified";
      locked: IdentityDatum[];
      recheck: Array<"name" | "birthDate" | "ssn">;
      free: Array<"phone" | "address">;
    }
  /**
   * After a failed check: the same data is not checked again, and correcting any of `recheck` (who
   * the person is, and where they live) starts a new check at once (CORRECTABLE_IDENTITY_FIELDS).
   */
  | { kind: "failed"; recheck: Array<"name" | IdentityDatum> };

/** The physical card out in the world, as far as an address change goes. */
export type CardNote = "preparing" | "mailed" | "returned";

const DATA: Array<[IdentityDatum, keyof ResettableFields]> = [
  ["birthDate", "birthDate"],
  ["ssn", "ssn"],
  ["address", "residentialAddress"],
];

export function identityNote(status: VerificationStatus, resettable: ResettableFields): IdentityNote | null {
  const locked = DATA.filter(([, field]) => !resettable[field]).map(([datum]) => datum);
  if (status === "PENDING") return { kind: "checking", locked };
  if (status === "FAILED") return { kind: "failed", recheck: ["name", "birthDate", "address", "ssn"] };
  if (status !== "VERIFIED") return null;
  return {
    kind: "verified",
    locked,
    recheck: ["name", ...(["birthDate", "ssn"] as const).filter((datum) => resettable[datum])],
    free: resettable.residentialAddress ? ["phone", "address"] : ["phone"],
  };
}

/**
 * What an address change means for the live card's physical part: nothing for a card not yet
 * mailed or on its way (it goes where it was ordered to; if it cannot arrive, report it lost and
 * the replacement goes to the address on file), and for one that came back, mail it again to the
 * address on file. Null when there is no physical card to speak of.
 */
export function cardNote(shippingStatus: string | null | undefined): CardNote | null {
  switch (shippingStatus) {
    case "pending":
      return "preparing";
    case "shipped":
    case "delivered":
      return "mailed";
    case "returned":
    case "failure":
      return "returned";
    default:
      return null;
  }
}
