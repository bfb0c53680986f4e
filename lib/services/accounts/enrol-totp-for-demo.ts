import { accountTotp } from "@/db/schema";
import { generateTotpSecret } from "@/lib/auth/totp";
import { encrypt } from "@/lib/crypto/encryption";
import { AppError } from "@/lib/errors/app-error";

import type { AccountQuery } from "../requests";

import { totpContext } from "./own-account";

/**
 * The demo owner's authenticator app, set up by the seed (the system, not a person): a confirmed
 * secret that `npm start` prints, so the second factor can be tried at once.
 */
export async function enrolTotpForDemo({ ctx, accountId }: AccountQuery): Promise<string> {
  if (ctx.actor.type !== "system") throw new AppError("unauthorized", "Only the seed sets up a demo authenticator.");
  const secret = generateTotpSecret();
  await ctx.db.insert(accountTotp).values({
    accountId,
    secretEncrypted: encrypt(secret, totpContext(accountId)),
    confirmedAt: new Date(),
  });
  return secret;
}
