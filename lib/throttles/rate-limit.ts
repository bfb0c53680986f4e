import { createHash } from "node:crypto";

import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import type { ErrorCode } from "@/lib/errors/catalog";
import { processWide } from "@/lib/expiring-map";
import { logger } from "@/lib/logger";
import { countThrottleRefusal } from "@/lib/telemetry/metrics";

import { BatchedCounter } from "./batched-counter";
import { HttpError } from "@/lib/errors/http-error";
import { getThrottleStore, type ThrottleStore } from "./throttle-store";

/** One named limit: `points` per `seconds`; a lockout (seconds) once the points are spent, if given. */
export type Throttle = { name: string; points: number; seconds: number; lockoutSeconds?: number };

/** Where a subject stands in a throttle's window. `resetMs`: until the window (or lockout) ends. */
export type ThrottleState = { used: number; remaining: number; resetMs: number; refused: boolean };

/** The store could not be reached: the caller decides whether that opens or closes its gate. */
export class ThrottleStoreError extends Error {
  constructor(
    readonly throttle: string,
    cause: unknown,
  ) {
    super(`throttle store unavailable (${throttle})`, { cause });
  }
}

const limiters = new WeakMap<ThrottleStore, Map<string, RateLimiterAbstract>>();
// Per process, not per route bundle: two copies of a counter would each hold part of a client's count.
const counters = () =>
  processWide("__throttleCounters", () => new WeakMap<ThrottleStore, Map<string, BatchedCounter>>());

const openStore = (throttle: Throttle) =>
  getThrottleStore().catch((error: unknown) => {
    throw new ThrottleStoreError(throttle.name, error);
  });

const throttleId = (throttle: Throttle) => `${throttle.name}:${throttle.points}:${throttle.seconds}`;

function storeLimiter(store: ThrottleStore, throttle: Throttle): RateLimiterAbstract {
  const byName = limiters.get(store) ?? new Map<string, RateLimiterAbstract>();
  limiters.set(store, byName);
  let limiter = byName.get(throttleId(throttle));
  if (!limiter) {
    limiter = store.limiter({ keyPrefix: throttle.name, points: throttle.points, duration: throttle.seconds });
    byName.set(throttleId(throttle), limiter);
  }
  return limiter;
}

async function limiterFor(throttle: Throttle): Promise<RateLimiterAbstract> {
  return storeLimiter(await openStore(throttle), throttle);
}

async function counterFor(throttle: Throttle): Promise<BatchedCounter> {
  const store = await openStore(throttle);
  const byStore = counters();
  const byName = byStore.get(store) ?? new Map<string, BatchedCounter>();
  byStore.set(store, byName);
  let counter = byName.get(throttleId(throttle));
  if (!counter) {
    const limiter = storeLimiter(store, throttle);
    counter = new BatchedCounter({
      points: throttle.points,
      seconds: throttle.seconds,
      // `penalty` adds the points and answers the total, refused or not: the decision is ours.
      add: (key, points) => limiter.penalty(key, points),
      onFlushError: (error) =>
        logger.warn(
          { err: error, throttle: throttle.name },
          "throttle store unavailable: counts kept for the next flush",
        ),
    });
    byName.set(throttleId(throttle), counter);
    store.onClose(() => counter!.flushAll());
  }
  return counter;
}

/**
 * Sends every count this instance still holds to the shared store now, instead of at the next
 * batch or timer: what a reader in another instance (or a test counting statements) sees is then
 * every request answered so far. Shutdown does the same when the store closes.
 */
export async function flushThrottleCounts(): Promise<void> {
  const byName = counters().get(await getThrottleStore());
  await Promise.all([...(byName?.values() ?? [])].map((counter) => counter.flushAll()));
}

/**
 * The stored key for a subject: a hash, so the table never holds an e-mail address or a
 * caller-chosen string longer than its column. Callers normalise the subject first.
 */
export const subjectKey = (subject: string): string =>
  createHash("sha256").update(subject).digest("base64url").slice(0, 32);

export function stateOf(throttle: Throttle, res: RateLimiterRes | null): ThrottleState {
  if (!res) return { used: 0, remaining: throttle.points, resetMs: throttle.seconds * 1000, refused: false };
  const used = res.consumedPoints;
  return {
    used,
    remaining: Math.max(throttle.points - used, 0),
    resetMs: res.msBeforeNext >= 0 ? res.msBeforeNext : throttle.seconds * 1000,
    refused: used > throttle.points,
  };
}

async function run<T>(throttle: Throttle, action: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
  const limiter = await limiterFor(throttle);
  try {
    return await action(limiter);
  } catch (error) {
    throw new ThrottleStoreError(throttle.name, error);
  }
}

/** Counts one request; `refused` once more than `points` arrived in the window. */
export function consume(throttle: Throttle, subject: string): Promise<ThrottleState> {
  return run(throttle, (limiter) =>
    limiter.consume(subjectKey(subject)).then(
      (res) => stateOf(throttle, res),
      (rejection: unknown) => {
        // The library rejects with its result when the limit is exceeded, with an Error when the store fails.
        if (rejection instanceof RateLimiterRes) return stateOf(throttle, rejection);
        throw rejection;
      },
    ),
  );
}

/**
 * Counts one request in a high-rate throttle (every partner API call): counted here and sent to
 * the shared store in batches while the subject is well under its limit, and in the store on
 * every request near it (batched-counter.ts says what that trades). `refused` as `consume`.
 */
export async function consumeBatched(throttle: Throttle, subject: string): Promise<ThrottleState> {
  const counter = await counterFor(throttle);
  try {
    const { used, resetMs } = await counter.consume(subjectKey(subject));
    return {
      used,
      remaining: Math.max(throttle.points - used, 0),
      resetMs,
      refused: used > throttle.points,
    };
  } catch (error) {
    throw new ThrottleStoreError(throttle.name, error);
  }
}

/** Reads a subject's count without adding to it; `refused` once the points are spent. */
export async function peek(throttle: Throttle, subject: string): Promise<ThrottleState> {
  const state = stateOf(throttle, await run(throttle, (limiter) => limiter.get(subjectKey(subject))));
  return { ...state, refused: state.used >= throttle.points };
}

/** Counts one failure; `refused` once the failures have spent the points. */
export async function penalize(throttle: Throttle, subject: string): Promise<ThrottleState> {
  const state = stateOf(throttle, await run(throttle, (limiter) => limiter.penalty(subjectKey(subject), 1)));
  return { ...state, refused: state.used >= throttle.points };
}

/** Starts a lockout: refused for `lockoutSeconds` from now, whatever the window said. */
export async function lockOut(throttle: Throttle, subject: string): Promise<ThrottleState> {
  const seconds = throttle.lockoutSeconds ?? throttle.seconds;
  return {
    ...stateOf(throttle, await run(throttle, (limiter) => limiter.block(subjectKey(subject), seconds))),
    refused: true,
  };
}

/** Takes one count back (an attempt counted in advance that turned out not to be a failure). */
export async function reward(throttle: Throttle, subject: string): Promise<void> {
  await run(throttle, (limiter) => limiter.reward(subjectKey(subject), 1));
}

/** Forgets a subject's count (a successful sign-in clears its account's failures). */
export async function forgive(throttle: Throttle, subject: string): Promise<void> {
  await run(throttle, (limiter) => limiter.delete(subjectKey(subject)));
}

/** Seconds for Retry-After and `t`: whole seconds, rounded up, never 0 while refused. */
export const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy and where the caller stands. */
export function rateLimitHeaders(throttle: Throttle, state: ThrottleState): Record<string, string> {
  const policy = `"${throttle.name}";q=${throttle.points};w=${throttle.seconds}`;
  return {
    "ratelimit-policy": policy,
    ratelimit: `"${throttle.name}";r=${state.remaining};t=${secondsUntil(state.resetMs)}`,
  };
}

/** A refusal's headers: Retry-After plus the RateLimit fields. */
export function refusalHeaders(throttle: Throttle, state: ThrottleState): Record<string, string> {
  return {
    "retry-after": String(secondsUntil(state.resetMs)),
    ...rateLimitHeaders(throttle, { ...state, remaining: 0 }),
  };
}

/** A 429 for a refused subject: Retry-After and the RateLimit fields, and `retryAfter` in the body for forms. */
export function tooManyRequests(code: ErrorCode, detail: string, throttle: Throttle, state: ThrottleState): HttpError {
  countThrottleRefusal(throttle.name);
  return new HttpError(code, detail, refusalHeaders(throttle, state), { retryAfter: secondsUntil(state.resetMs) });
}
