import { type FactorContext } from "./own-account";
import { removeOwnFactor } from "./remove-factor";

/** Removes the person's authenticator app (step-up first; an operator keeps at least one factor). */
export async function removeTotp({ ctx }: { ctx: FactorContext }): Promise<void> {
  await removeOwnFactor({ ctx, factor: { kind: "totp" } });
}
