import { type FactorContext } from "./own-account";
import { removeOwnFactor } from "./remove-factor";

/** Removes one of the person's passkeys (step-up first; an operator keeps at least one factor). */
export async function removePasskey({ ctx, passkeyId }: { ctx: FactorContext; passkeyId: string }): Promise<void> {
  await removeOwnFactor({ ctx, factor: { kind: "passkey", passkeyId } });
}
