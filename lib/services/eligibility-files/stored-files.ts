import { Readable } from "node:stream";

import { and, asc, eq } from "drizzle-orm";

import { sftpFileChunks, sftpFiles, type SftpFileRow } from "@/db/schema";
import { openBytes, sealBytes } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

// The SFTP folders' files live in the database (every app instance and worker sees the same
// ones), their content in chunks of at most CHUNK_BYTES, each sealed with AES-256-GCM and bound
// to its file and position: a chunk moved to another file or place does not decrypt.

export const CHUNK_BYTES = 1024 * 1024;

export type Folder = "inbound" | "outbound";

const chunkContext = sealingContexts.sftpChunk;

export async function storeChunk({
  ctx,
  fileId,
  seq,
  plaintext,
}: {
  ctx: QueryContext;
  fileId: string;
  seq: number;
  plaintext: Buffer;
}): Promise<void> {
  const { db } = ctx;
  await db.insert(sftpFileChunks).values({ fileId, seq, data: sealBytes(plaintext, chunkContext(fileId, seq)) });
}

export async function readChunk({
  ctx,
  fileId,
  seq,
}: {
  ctx: QueryContext;
  fileId: string;
  seq: number;
}): Promise<Buffer | undefined> {
  const { db } = ctx;
  const [row] = await db
    .select({ data: sftpFileChunks.data })
    .from(sftpFileChunks)
    .where(and(eq(sftpFileChunks.fileId, fileId), eq(sftpFileChunks.seq, seq)));
  return row ? openBytes(row.data, chunkContext(fileId, seq)) : undefined;
}

/** The file's content as a stream, one chunk in memory at a time (an import reads it this way). */
export function contentStream({ ctx, fileId }: { ctx: QueryContext; fileId: string }): Readable {
  return Readable.from(
    (async function* () {
      for (let seq = 0; ; seq += 1) {
        const chunk = await readChunk({ ctx, fileId, seq });
        if (!chunk) return;
        yield chunk;
      }
    })(),
  );
}

/** A whole file we write (an acknowledgement), complete at once. */
export async function writeWholeFile({
  ctx,
  employerId,
  folder,
  name,
  content,
}: {
  ctx: QueryContext;
  employerId: string;
  folder: Folder;
  name: string;
  content: Buffer;
}): Promise<SftpFileRow | undefined> {
  const { db } = ctx;
  const id = createId("sfil");
  const [row] = await db
    .insert(sftpFiles)
    .values({ id, employerId, folder, name, state: "complete", size: content.length })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  for (let seq = 0, offset = 0; offset < content.length || seq === 0; seq += 1, offset += CHUNK_BYTES) {
    await storeChunk({
      ctx,
      fileId: id,
      seq,
      plaintext: content.subarray(offset, offset + CHUNK_BYTES),
    });
  }
  return row;
}

export async function listFolder({
  ctx,
  employerId,
  folder,
}: {
  ctx: QueryContext;
  employerId: string;
  folder: Folder;
}): Promise<SftpFileRow[]> {
  const { db } = ctx;
  return db
    .select()
    .from(sftpFiles)
    .where(and(eq(sftpFiles.employerId, employerId), eq(sftpFiles.folder, folder)))
    .orderBy(asc(sftpFiles.name));
}

export async function findFile({
  ctx,
  employerId,
  folder,
  name,
}: {
  ctx: QueryContext;
  employerId: string;
  folder: Folder;
  name: string;
}): Promise<SftpFileRow | undefined> {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(sftpFiles)
    .where(and(eq(sftpFiles.employerId, employerId), eq(sftpFiles.folder, folder), eq(sftpFiles.name, name)));
  return row;
}

/** Removes a file and, with it, every chunk of its content. */
export async function deleteStoredFile({ ctx, fileId }: { ctx: QueryContext; fileId: string }): Promise<void> {
  const { db } = ctx;
  await db.delete(sftpFiles).where(eq(sftpFiles.id, fileId));
}
