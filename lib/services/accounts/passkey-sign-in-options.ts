import { passkeyAuthenticationOptions } from "@/lib/auth/webauthn";

import type { Realm } from "@/lib/domain/accounts/realms";

import { relyingPartyFor } from "./factor-store";

/**
 * Options for a sign-in with a passkey alone (no e-mail, anyone may ask): nothing is stored. The
 * caller keeps the challenge in a sealed cookie of the browser that asked
 * (app/api/admin/sign-in/passkey), and `verifyPasskey` spends it when a passkey's answer to it
 * verifies — so a flood of requests for options writes nothing.
 */
export async function passkeySignInOptions({ realm }: { realm: Realm }) {
  return passkeyAuthenticationOptions({ rp: relyingPartyFor(realm), allow: [], purpose: "sign_in" });
}
