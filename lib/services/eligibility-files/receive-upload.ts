import { and, count, eq, sql, sum } from "drizzle-orm";

import { eligibilityFiles, sftpFiles } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { inTransaction } from "@/db/transaction";
import { keyedHash } from "@/lib/crypto/encryption";
import { isAcceptableFileName } from "@/lib/domain/program/eligibility-file-name";
import { createId } from "@/lib/ids";

import type { ServiceContext } from "../context";
import type { SftpLogin } from "../sftp-accounts/authenticate-sftp-login";

import { CHUNK_BYTES, deleteStoredFile, storeChunk } from "./stored-files";

export type UploadLimits = { maxFileBytes: number; maxAccountBytes: number; maxAccountFiles: number };

export type UploadRefusal = "invalid_name" | "name_taken" | "account_full" | "file_too_large" | "not_sequential";

/** Why an upload is refused, in words the SFTP client shows its user (no value from the file). */
export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(REASONS[reason]);
    this.name = "UploadRefused";
  }
}

const REASONS: Record<UploadRefusal, string> = {
  invalid_name:
    "Upload a .csv file with a name of letters, digits, dots, dashes and underscores (at most 128 characters).",
  name_taken: "A file with this name is still waiting to be imported; wait for its acknowledgement in outbound/.",
  account_full: "This account has too many files waiting to be imported; wait for their acknowledgements in outbound/.",
  file_too_large: "The file is larger than this server accepts; split it.",
  not_sequential: "Write the file from start to end (resuming or rewriting part of a file is not supported).",
};

/** The digest that makes "the same file again" a duplicate: keyed, so it cannot be tested against guesses. */
export const DIGEST_PURPOSE = "eligibility-file-content";

export type Upload = {
  readonly name: string;
  readonly received: () => number;
  /** Appends bytes written at `offset`, which must be where the file ends now. */
  write: (offset: number, data: Buffer) => Promise<void>;
  /** The last write is in: the file is stored and queued for import (or, with bytes seen before, as a duplicate). */
  complete: () => Promise<{ eligibilityFileId: string; duplicate: boolean }>;
  /** Drops what was received (the client went away before closing the file). */
  abort: () => Promise<void>;
};

/**
 * A file arriving in the employer's inbound/ over SFTP. Bytes are sealed and stored a chunk at a
 * time, so a file never sits whole in memory; the per-file and per-account limits are checked as
 * they arrive. The file is visible in inbound/ from the start and is only queued once closed.
 */
export async function beginUpload({
  ctx,
  login,
  name,
  limits,
}: {
  ctx: ServiceContext;
  login: SftpLogin;
  name: string;
  limits: UploadLimits;
}): Promise<Upload> {
  const { db } = ctx;
  if (!isAcceptableFileName(name)) throw new UploadRefused("invalid_name");
  const waiting = await waitingOf({ ctx, accountId: login.accountId });
  if (waiting.files >= limits.maxAccountFiles) throw new UploadRefused("account_full");
  const id = createId("sfil");
  const [row] = await db
    .insert(sftpFiles)
    .values({
      id,
      employerId: login.employerId,
      accountId: login.accountId,
      folder: "inbound",
      name,
      state: "uploading",
    })
    .onConflictDoNothing()
    .returning({ id: sftpFiles.id });
  if (!row) throw new UploadRefused("name_taken");

  const digest = keyedHash(DIGEST_PURPOSE);
  let received = 0;
  let stored = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const flush = async () => {
    if (pendingBytes === 0 && seq > 0) return;
    const chunk = Buffer.concat(pending, pendingBytes);
    // Other uploads of the account count too, whichever instance receives them.
    if ((await waitingOf({ ctx, accountId: login.accountId })).bytes + chunk.length > limits.maxAccountBytes)
      throw new UploadRefused("account_full");
    await storeChunk({ ctx, fileId: id, seq, plaintext: chunk });
    seq += 1;
    stored += chunk.length;
    pending = [];
    pendingBytes = 0;
    await db.update(sftpFiles).set({ size: stored, updatedAt: new Date() }).where(eq(sftpFiles.id, id));
  };

  return {
    name,
    received: () => received,
    write: async (offset, data) => {
      if (offset !== received) throw new UploadRefused("not_sequential");
      if (received + data.length > limits.maxFileBytes) throw new UploadRefused("file_too_large");
      digest.update(data);
      received += data.length;
      pending.push(data);
      pendingBytes += data.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    },
    complete: async () => {
      await flush();
      return queueUpload({ ctx, login, id, name, size: received, digest: digest.digest("base64url") });
    },
    abort: () => deleteStoredFile({ ctx, fileId: id }),
  };
}

/** What an account has in inbound/ that is not yet imported: files and bytes. */
async function waitingOf({
  ctx,
  accountId,
}: {
  ctx: ServiceContext;
  accountId: string;
}): Promise<{ files: number; bytes: number }> {
  const { db } = ctx;
  const [row] = await db
    .select({ files: count(), bytes: sum(sftpFiles.size).mapWith(Number) })
    .from(sftpFiles)
    .where(and(eq(sftpFiles.accountId, accountId), eq(sftpFiles.folder, "inbound")));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** The files that hold their content's digest (the partial unique index's predicate, word for word). */
const CLAIMS_DIGEST = sql`${eligibilityFiles.duplicateOf} is null and ${eligibilityFiles.status} not in ('failed', 'discarded')`;

/**
 * Closed: the upload is complete and queued for the worker, all in one transaction. The first
 * file with these bytes claims them (a partial unique index); a later one is recorded as its
 * duplicate, which the worker acknowledges without importing anything. A file that failed, or a
 * held full file HR discarded, applied nothing and holds no claim: the same bytes sent again are
 * imported again.
 */
async function queueUpload({
  ctx,
  login,
  id,
  name,
  size,
  digest,
}: {
  ctx: ServiceContext;
  login: SftpLogin;
  id: string;
  name: string;
  size: number;
  digest: string;
}) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.update(sftpFiles).set({ state: "complete", size, updatedAt: new Date() }).where(eq(sftpFiles.id, id));
    const values = {
      id: createId("elf"),
      employerId: login.employerId,
      accountId: login.accountId,
      uploadId: id,
      fileName: name,
      size,
      digest,
    };
    const first = await tx.db
      .insert(eligibilityFiles)
      .values(values)
      .onConflictDoNothing({ target: [eligibilityFiles.employerId, eligibilityFiles.digest], where: CLAIMS_DIGEST })
      .returning({ id: eligibilityFiles.id });
    let duplicate = false;
    if (first.length === 0) {
      const [original] = await tx.db
        .select({ id: eligibilityFiles.id })
        .from(eligibilityFiles)
        .where(
          and(eq(eligibilityFiles.employerId, login.employerId), eq(eligibilityFiles.digest, digest), CLAIMS_DIGEST),
        );
      await tx.db.insert(eligibilityFiles).values({ ...values, duplicateOf: original!.id });
      duplicate = true;
    }
    await notifyWork(tx.db, "files");
    return { eligibilityFileId: values.id, duplicate };
  });
}
