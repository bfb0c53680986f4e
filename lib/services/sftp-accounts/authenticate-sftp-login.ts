import { timingSafeEqual } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";
// ssh2 is CommonJS: Node gives an ES module (the compiled dist/) its default export only, no named ones.
import ssh2 from "ssh2";

import type { Db } from "@/db/client";
import { sftpAccountKeys, sftpAccounts } from "@/db/schema";
import { dummyHash, verifyPassword } from "@/lib/auth/password";

import type { ServiceContext } from "../context";

/** Who a successful SFTP login is: the account, and the one employer whose folders it sees. */
export type SftpLogin = { accountId: string; employerId: string; username: string };

type SignedRequest = { blob: Buffer; signature: Buffer; hashAlgo?: string };

async function activeAccount(db: Db, username: string) {
  // A user name is at most a few dozen characters; anything longer names no account.
  if (username.length > 100) return undefined;
  const [account] = await db
    .select()
    .from(sftpAccounts)
    .where(and(eq(sftpAccounts.username, username), isNull(sftpAccounts.revokedAt)));
  return account;
}

const loginOf = (account: { id: string; employerId: string; username: string }): SftpLogin => ({
  accountId: account.id,
  employerId: account.employerId,
  username: account.username,
});

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
  const { db } = ctx;
  const account = await activeAccount(db, username);
  const ok = await verifyPassword(password.slice(0, 1024), account?.passwordHash ?? dummyHash());
  return ok && account?.passwordHash ? loginOf(account) : null;
}

/**
 * Public-key login, in SSH's two steps: asked whether a key would do (`signed` absent), the answer
 * is whether the account has it; asked to log in, the signature over the session must verify
 * with that key too.
 */
export async function verifySftpKey({
  ctx,
  username,
  keyBlob,
  signed,
}: {
  ctx: ServiceContext;
  username: string;
  keyBlob: Buffer;
  signed?: SignedRequest;
}): Promise<SftpLogin | null> {
  const { db } = ctx;
  const account = await activeAccount(db, username);
  if (!account) return null;
  const keys = await db.select().from(sftpAccountKeys).where(eq(sftpAccountKeys.accountId, account.id));
  const key = keys.find((candidate) => {
    const stored = Buffer.from(candidate.publicKey, "base64");
    return stored.length === keyBlob.length && timingSafeEqual(stored, keyBlob);
  });
  if (!key) return null;
  if (!signed) return loginOf(account);
  const parsed = ssh2.utils.parseKey(`${key.algorithm} ${key.publicKey}`);
  if (parsed instanceof Error || Array.isArray(parsed)) return null;
  return parsed.verify(signed.blob, signed.signature, signed.hashAlgo) === true ? loginOf(account) : null;
}

export async function recordSftpLogin({ ctx, accountId }: { ctx: ServiceContext; accountId: string }): Promise<void> {
  const { db } = ctx;
  await db.update(sftpAccounts).set({ lastLoginAt: new Date() }).where(eq(sftpAccounts.id, accountId));
}
