import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import ssh2 from "ssh2";

import { sftpAccountKeys } from "@/db/schema";

import type { ServiceContext } from "../context";

import { type SftpLogin, activeAccount, loginOf } from "./authenticate-sftp-login";

type SignedRequest = { blob: Buffer; signature: Buffer; hashAlgo?: string };

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
  const account = await activeAccount({ ctx, username });
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
