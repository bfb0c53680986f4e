import { eq } from "drizzle-orm";

import { employers, sftpAccountKeys, sftpAccounts } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { createId, randomBase62 } from "@/lib/ids";
import type { CreateSftpAccountInput } from "@/lib/schemas/sftp";

import { actorId, type EmployerContext } from "../context";

import { assertMayManageSftp, getSftpAccountOrThrow, type SftpAccountWithKeys } from "./get-sftp-account-or-throw";
import { parsePublicKey } from "./public-key";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

/** 32 base62 characters: about 190 bits, typed by no one (it goes into a payroll system's settings). */
export const generateSftpPassword = (): string => randomBase62(32);

/**
 * A new SFTP account for the employer in scope: a user name made from the employer's name, a
 * generated password (returned this once, stored scrypt-hashed) unless `password` is false, and
 * the public key if one is given.
 */
export async function createSftpAccount({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: CreateSftpAccountInput;
}): Promise<{ account: SftpAccountWithKeys; password: string | null }> {
  assertMayManageSftp({ ctx });
  await requireStepUp({ ctx });
  if (!input.password && !input.publicKey) {
    throw validationFailed([
      { path: "/password", code: "sftp_credentials_required", message: FIELD_ERROR_CODES.sftp_credentials_required },
    ]);
  }
  const key = input.publicKey ? parsePublicKey(input.publicKey) : undefined;
  const password = input.password ? generateSftpPassword() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  const [employer] = await ctx.db
    .select({ name: employers.name })
    .from(employers)
    .where(eq(employers.id, ctx.employerId));
  const id = createId("sftp");
  await inTransaction(ctx, async (tx) => {
    await tx.db.insert(sftpAccounts).values({
      id,
      employerId: ctx.employerId,
      username: usernameFor(employer?.name ?? ""),
      name: input.name,
      passwordHash,
      passwordSetAt: password ? new Date() : null,
      createdBy: actorId(ctx.actor),
    });
    if (key) await tx.db.insert(sftpAccountKeys).values({ id: createId("sshk"), accountId: id, ...key });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "sftp_account.created",
        target: { type: "sftp_account", id },
        details: { password: Boolean(password), key: Boolean(key) },
      },
    });
  });
  return { account: await getSftpAccountOrThrow({ ctx, accountId: id }), password };
}

/** "acme-manufacturing-k3x9q2": the employer's name in lower-case ASCII, and a random tail that makes it unique. */
export function usernameFor(employerName: string): string {
  const slug = employerName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 20)
    .replace(/-+$/, "");
  return `${slug || "employer"}-${randomBase62(8).toLowerCase()}`;
}
