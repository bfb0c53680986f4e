/**
 * The rules of HR accounts' second factor (issue 26 item 2): what a person must do once their
 * first credential is accepted, and whether their last factor is fresh enough for a sensitive
 * action (exports, SFTP and API secrets, role changes). Pure: the caller brings the facts.
 */

/** How long a factor proves presence for a sensitive action ("step-up"). */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;
/**
 * How far ahead of our clock a factor's time may be and still count: app instances' clocks differ
 * by a little. A time further ahead is a bug, and must not grant step-up until that time passes.
 */
export const STEP_UP_CLOCK_SKEW_MS = 30 * 1000;

/** Whether a factor proven at `lastFactorAt` still allows a sensitive action at `now` (10:00 does, 10:00.001 does not). */
export function stepUpFresh(lastFactorAt: Date | null, now: Date, windowMs: number = STEP_UP_WINDOW_MS): boolean {
  if (lastFactorAt === null) return false;
  const elapsed = now.getTime() - lastFactorAt.getTime();
  return elapsed >= -STEP_UP_CLOCK_SKEW_MS && elapsed <= windowMs;
}

/** How the person proved who they are first. */
export type FirstCredential = "password" | "passkey" | "sso";

/** A second factor the sign-in can offer, strongest first. */
export type SecondFactorMethod = "passkey" | "totp" | "recovery_code";

export type EnrolledFactors = {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
};

export type AfterFirstCredential =
  { kind: "signed_in" } | { kind: "second_factor"; methods: SecondFactorMethod[] } | { kind: "enrol" };

/**
 * What comes after the first credential:
 * - a passkey sign-in is complete: the passkey is something the person has, unlocked by user
 *   verification (a PIN or biometric on the device, which the sign-in requires), so two factors;
 * - single sign-on is complete: the employer chose its identity provider to authenticate its
 *   people, and its MFA policy is the provider's to enforce (we cannot see or repeat it; asking
 *   again here would only train people to approve prompts);
 * - after a password, a person with a factor must use one, whatever the employer's setting (they
 *   chose to protect their account). Recovery codes are offered beside a factor, never as one: they
 *   stand in for a lost phone or key, and a person left with codes alone has no factor to back up;
 * - after a password, a person without a factor must enrol one before anything else when their
 *   employer requires MFA, and is signed in otherwise.
 */
export function afterFirstCredential({
  employerRequiresMfa,
  factors,
  signedInWith,
}: {
  employerRequiresMfa: boolean;
  factors: EnrolledFactors;
  signedInWith: FirstCredential;
}): AfterFirstCredential {
  switch (signedInWith) {
    case "passkey":
    case "sso":
      return { kind: "signed_in" };
    case "password":
      return afterPassword(employerRequiresMfa, factors);
  }
}

function afterPassword(employerRequiresMfa: boolean, factors: EnrolledFactors): AfterFirstCredential {
  const methods: SecondFactorMethod[] = [];
  if (factors.passkeys > 0) methods.push("passkey");
  if (factors.totp) methods.push("totp");
  if (methods.length > 0) {
    if (factors.recoveryCodesLeft > 0) methods.push("recovery_code");
    return { kind: "second_factor", methods };
  }
  return employerRequiresMfa ? { kind: "enrol" } : { kind: "signed_in" };
}
