import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

import type { Queue } from "@/lib/queue/queue";

/** After this many failed attempts an e-mail is `failed`. */
export const EMAIL_MAX_ATTEMPTS = 10;
/** An attempt that did not finish (a crash, a slow mail server) is tried again after this (seconds). */
export const RETRY_AFTER_SECONDS = 5 * 60;
/** How long one attempt waits for the mail server; a request answers anyway after it, the worker retries. */
export const EMAIL_SEND_WAIT_MS = 10_000;

type EmailTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * E-mails kept one a row on the work queue (lib/queue): a `pending` one is due once its last
 * attempt is RETRY_AFTER_SECONDS old (the attempt's lease), oldest first; after EMAIL_MAX_ATTEMPTS
 * failed attempts it is dead-lettered with `deadSet` (its status `failed`).
 */
export function emailQueue<T extends EmailTable>({
  name,
  table,
  status,
  attempts,
  lastAttemptAt,
  deadSet,
}: {
  name: string;
  table: T;
  status: PgColumn;
  attempts: PgColumn;
  lastAttemptAt: PgColumn;
  deadSet: PgUpdateSetSource<PgTable>;
}): Queue<T["_"]["columns"]> {
  return {
    name,
    table,
    id: table.id,
    attempts,
    due: eq(status, "pending"),
    order: table.createdAt,
    lease: { since: lastAttemptAt, seconds: RETRY_AFTER_SECONDS },
    item: getTableColumns(table),
    maxAttempts: EMAIL_MAX_ATTEMPTS,
    deadSet,
  };
}
