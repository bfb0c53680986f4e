import { createHash } from "node:crypto";

import { and, eq, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";

import { decrypt, encrypt, isSealedText } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { AppError } from "@/lib/errors/app-error";

import { HttpError } from "@/lib/errors/http-error";

import { MAX_JSON_DEPTH } from "./json-limits";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const RETENTION_MS = 24 * 60 * 60 * 1000;
// A first request that has held its key this long is assumed dead (its process crashed).
const STALE_LOCK_MS = 60 * 1000;
const REPLAYED_HEADERS = ["content-type", "location", "api-version"];

type Claim = { scope: string; key: string; requestHash: string; rawHash: string };

/** The claim of a request's Idempotency-Key: its fingerprint, and the byte-for-byte hash older keys hold. */
export function requestClaim(
  scope: string,
  key: string,
  request: { method: string; pathAndQuery: string; body: string },
): Claim {
  const { method, pathAndQuery, body } = request;
  return {
    scope,
    key,
    requestHash: fingerprint(method, pathAndQuery, body),
    rawHash: rawFingerprint(method, pathAndQuery, body),
  };
}

/** Whether a stored key was claimed by this same request: by its parsed fingerprint, or (older keys) its bytes. */
const sameRequest = (stored: string, claim: Claim) =>
  stored.startsWith("v2:") ? stored === claim.requestHash : stored === claim.rawHash;

/**
 * What identifies a request for its Idempotency-Key: the method, the path, the query's parameters
 * and the body as parsed, so that key order and whitespace do not matter (Stripe, too, compares the
 * parameters, not the bytes). Parameters keep their order among themselves when a name repeats. A
 * body that is not JSON, or nested past what any request may be, counts byte for byte (the route
 * refuses such a body, and a refusal is never stored). `v2:` tells these from the byte-for-byte
 * hashes of keys claimed before (kept a day; `sameRequest`).
 */
export function fingerprint(method: string, pathAndQuery: string, body: string): string {
  // The path as sent (no normalising, nothing dropped); only the query is taken apart.
  const at = pathAndQuery.indexOf("?");
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  const params = [...new URLSearchParams(at < 0 ? "" : pathAndQuery.slice(at + 1))];
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `v2:${sha256(`${method}\n${path}?${query}\n${canonicalBody(body)}`)}`;
}

/** The byte-for-byte hash keys claimed before `v2:` hold. */
const rawFingerprint = (method: string, pathAndQuery: string, body: string) =>
  sha256(`${method}\n${pathAndQuery}\n${body}`);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function canonicalBody(body: string): string {
  if (body.trim() === "") return "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `raw:${body}`;
  }
  return canonicalJson(parsed, 0) ?? `raw:${body}`;
}

/** JSON with every object's keys sorted; undefined past MAX_JSON_DEPTH (the caller hashes the bytes). */
function canonicalJson(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (depth >= MAX_JSON_DEPTH) return undefined;
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      const part = canonicalJson(item, depth + 1);
      if (part === undefined) return undefined;
      parts.push(part);
    }
    return `[${parts.join(",")}]`;
  }
  for (const key of Object.keys(value).sort()) {
    const part = canonicalJson((value as Record<string, unknown>)[key], depth + 1);
    if (part === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${part}`);
  }
  return `{${parts.join(",")}}`;
}

export function parseIdempotencyKey(header: string | null): string | undefined {
  if (header === null) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new AppError("invalid_idempotency_key", "Idempotency-Key must be 1 to 255 visible ASCII characters.");
  }
  return header;
}

/**
 * Runs `execute` at most once per (scope, key). The same key with the same request replays the
 * stored response; with a different request it is 422; while the first is running it is 409.
 * Validation failures (400, 422) and server errors are not stored, so a corrected retry may reuse the key.
 * `stillGood` (a route's own rule) may say a stored answer is no longer worth replaying (an invite
 * link used or expired since): it is dropped and the request runs again, its new answer stored in turn.
 */
export async function withIdempotency(
  db: Db,
  claim: Claim,
  execute: () => Promise<Response>,
  { stillGood }: { stillGood?: (body: string) => Promise<boolean> } = {},
): Promise<Response> {
  if (!(await tryClaim(db, claim))) {
    const replay = await resolveExisting(db, claim, stillGood);
    if (replay) return replay;
  }
  let response: Response;
  try {
    response = await execute();
  } catch (error) {
    await release(db, claim);
    throw error;
  }
  const body = await response.text();
  if (response.status === 400 || response.status === 422 || response.status >= 500) {
    await release(db, claim);
  } else {
    await db
      .update(idempotencyKeys)
      .set({
        responseStatus: response.status,
        responseBody: sealBody(claim, body),
        responseHeaders: pickHeaders(response.headers),
      })
      .where(keyMatches(claim));
  }
  return new Response(body, { status: response.status, headers: response.headers });
}

async function tryClaim(db: Db, claim: Claim): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** A stored response to replay, or undefined when the caller now holds the key and should run. */
async function resolveExisting(
  db: Db,
  claim: Claim,
  stillGood?: (body: string) => Promise<boolean>,
): Promise<Response | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(keyMatches(claim)).limit(1);
  if (!row) {
    if (await tryClaim(db, claim)) return undefined;
    throw inProgress();
  }
  const now = Date.now();
  if (now - row.createdAt.getTime() > RETENTION_MS) {
    await release(db, claim);
    if (await tryClaim(db, claim)) return undefined;
    throw inProgress();
  }
  if (!sameRequest(row.requestHash, claim)) {
    throw new AppError(
      "idempotency_key_reused",
      "This Idempotency-Key was already used with a different method, path, query or body (compared as parsed: key order and whitespace do not matter). Use a new key for a new request.",
    );
  }
  if (row.responseStatus === null) {
    if (now - row.lockedAt.getTime() < STALE_LOCK_MS || !(await takeOverStale(db, claim))) {
      throw inProgress();
    }
    return undefined;
  }
  const body = openBody(claim, row.responseBody);
  if (stillGood && body !== null && !(await stillGood(body))) {
    // Only the answer this request read is dropped (sealed with a fresh IV, its text is its own): a
    // concurrent retry that already ran again keeps its new one.
    await db.delete(idempotencyKeys).where(and(keyMatches(claim), eq(idempotencyKeys.responseBody, row.responseBody!)));
    if (await tryClaim(db, claim)) return undefined;
    throw inProgress();
  }
  return new Response(body, {
    status: row.responseStatus,
    headers: { ...row.responseHeaders, "idempotent-replayed": "true" },
  });
}

/**
 * The first request with this key died (its process was killed) and left the key claimed: one
 * retry takes it over. The staleness is decided in SQL: comparing the row's lock time with the
 * millisecond Date it was read as never matched PostgreSQL's microseconds, so such a key stayed
 * "in progress" for a day. Whoever updates first resets the lock, so two retries cannot both run.
 */
async function takeOverStale(db: Db, claim: Claim): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedAt: sql`now()` })
    .where(
      and(
        keyMatches(claim),
        isNull(idempotencyKeys.responseStatus),
        sql`${idempotencyKeys.lockedAt} <= now() - make_interval(secs => ${STALE_LOCK_MS / 1000})`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

async function release(db: Db, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyMatches(claim), isNull(idempotencyKeys.responseStatus)));
}

// Stored answers can carry secrets for 24 hours: a webhook endpoint's signing secret, an API
// client's secret, a working invite link. They are kept encrypted (AES-256-GCM, bound to the scope
// and key), so the table never holds one in the clear; the replay gives the caller the same answer.
const bodyContext = (claim: Claim) => sealingContexts.idempotentAnswer(claim.scope, claim.key);

const sealBody = (claim: Claim, body: string) => encrypt(body, bodyContext(claim));

/** Rows written before bodies were sealed hold plain JSON; they expire within RETENTION_MS. */
const openBody = (claim: Claim, stored: string | null) =>
  stored !== null && isSealedText(stored) ? decrypt(stored, bodyContext(claim)) : stored;

const keyMatches = (claim: Claim) => and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));

const inProgress = () =>
  new HttpError("idempotency_request_in_progress", "Wait for the first request with this key to finish, then retry.", {
    "retry-after": "1",
  });

function pickHeaders(headers: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/** Keys are kept a day; the worker's housekeeping deletes older ones. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const cutoff = new Date(Date.now() - RETENTION_MS);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
