import { dummyHash, verifyPassword } from "@/lib/auth/password";

import type { ServiceContext } from "../context";

import { type SftpLogin, activeAccount, loginOf } from "./authenticate-sftp-login";

/**
 * The account when the password is its own. Unknown, revoked and key-only accounts spend the same
 * scrypt time on a dummy hash, so the answer's timing does not tell which user names exist.
 */
export async function verifySftpPassword({
  ctx,
  username,
  password,
}: {
  ctx: ServiceContext;
  username: string;
  password: string;
}): Promise<SftpLogin | null> {
  const account = await activeAccount({ ctx, username });
  const ok = await verifyPassword(password.slice(0, 1024), account?.passwordHash ?? dummyHash());
  return ok && account?.passwordHash ? loginOf(account) : null;
}
