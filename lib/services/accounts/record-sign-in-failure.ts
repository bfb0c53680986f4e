import type { Realm } from "@/lib/domain/accounts/realms";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

/** Why a sign-in was refused, as the trail says it (`locked`: the throttle's refusal, before any check). */
export type SignInRefusal =
  "unknown_email" | "wrong_password" | "disabled" | "locked" | "factor" | "sso_required" | "passkey";

/** Whom a refused sign-in names, when it names anyone: the account, and for HR the employer whose trail it joins. */
export type SignInSubject = { id: string; employerId?: string };

/**
 * A refused sign-in of either realm, in the audit trail: HR's in the person's employer's trail
 * (the platform's when the e-mail is nobody's), an operator's in the platform's; never the e-mail
 * or password typed.
 */
export async function recordSignInFailure({
  ctx,
  realm,
  person,
  reason,
}: {
  ctx: ServiceContext;
  realm: Realm;
  person: SignInSubject | undefined;
  reason: SignInRefusal;
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].sign_in_failed,
      employerId: person?.employerId ?? null,
      ...(person ? { target: accountTarget(realm, person.id) } : {}),
      details: { reason },
    },
  });
}
