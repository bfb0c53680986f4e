import { ExpiringMap, processWide } from "@/lib/expiring-map";
import { logger } from "@/lib/logger";

import {
  consumeBatched,
  peek,
  penalize,
  rateLimitHeaders,
  secondsUntil,
  ThrottleStoreError,
  tooManyRequests,
  type Throttle,
  type ThrottleState,
} from "./rate-limit";
import { addressSubject } from "./throttle-keys";
import { knownAddress, partnerApiThrottle, partnerAuthThrottles } from "./throttles";

// The partner API's throttles fail open: a client secret is 256 random bits, so the failed-auth
// throttle is about load and noise rather than guessing, and the request rate protects capacity.
// Turning a throttle store outage (a Redis restart) into a partner API outage would be worse.
// Each failure is logged as a warning so the outage does not go unnoticed.
function failOpen(error: unknown): undefined {
  if (!(error instanceof ThrottleStoreError)) throw error;
  logger.warn(
    { err: error.cause, throttle: error.throttle },
    "throttle store unavailable: partner throttle failing open",
  );
  return undefined;
}

type Caller = { address: string | null; clientId: string | undefined };

// The failure counts read before every authentication from a known address are kept here for a
// second: without it, each partner call would cost two reads of the store before its secret is
// even looked at. Failures counted by this instance update the copy at once, so a run of wrong
// secrets is refused here exactly; another instance's failures are seen within RECENT_MS.
const RECENT_MS = 1_000;
// Per process, not per route bundle: a failure counted by one route must be seen by the next.
const recent = () =>
  processWide("__partnerAuthFailures", () => new ExpiringMap<{ used: number; endsAt: number }>(10_000));

/** Keeps a subject's failure count for RECENT_MS, or until its window ends if that is sooner. */
function remember(throttle: Throttle, subject: string, state: ThrottleState): void {
  const endsAt = Date.now() + state.resetMs;
  recent().set(`${throttle.name} ${subject}`, { used: state.used, endsAt }, Math.min(RECENT_MS, state.resetMs));
}

/** A subject's failures, from this instance's copy when it is fresh, else from the store. */
async function recentFailures(throttle: Throttle, subject: string): Promise<ThrottleState> {
  const known = recent().get(`${throttle.name} ${subject}`);
  if (!known) {
    const state = await peek(throttle, subject);
    remember(throttle, subject, state);
    return state;
  }
  const { used, endsAt } = known;
  return {
    used,
    remaining: Math.max(throttle.points - used, 0),
    resetMs: endsAt - Date.now(),
    refused: used >= throttle.points,
  };
}

function subjects({ address, clientId }: Caller): Array<[Throttle, string]> {
  const { byAddress, byClient } = partnerAuthThrottles();
  const list: Array<[Throttle, string]> = [];
  const known = knownAddress(address);
  if (known) list.push([byAddress, addressSubject(address)]);
  // Per client id and address when the address is known: someone who merely knows a client id
  // cannot then lock its owner out from the owner's own address.
  if (clientId) list.push([byClient, known ? `${clientId} ${addressSubject(address)}` : clientId]);
  return list;
}

/**
 * Before the secret is checked: too many failures from this address, or for this client id from
 * it, is a 429. With no known address nothing is refused before the secret: a client id alone is
 * no secret, and refusing on it would let anyone who knows one lock its owner out.
 */
export async function assertPartnerAuthAllowed(caller: Caller): Promise<void> {
  if (!knownAddress(caller.address)) return;
  const list = subjects(caller);
  refuseIfOver(
    list,
    await Promise.all(list.map(([throttle, subject]) => recentFailures(throttle, subject))).catch(failOpen),
  );
}

/**
 * After a wrong or malformed credential: one more failure for the address and the client id
 * presented. A failure beyond a limit (not the one that reaches it, which is still a 401) is a 429:
 * without a known address, this is the only place a run of wrong secrets meets one.
 */
export async function recordPartnerAuthFailure(caller: Caller): Promise<void> {
  const list = subjects(caller);
  const states = await Promise.all(
    list.map(async ([throttle, subject]) => {
      const state = await penalize(throttle, subject);
      remember(throttle, subject, state);
      return { ...state, refused: state.used > throttle.points };
    }),
  ).catch(failOpen);
  refuseIfOver(list, states);
}

function refuseIfOver(list: Array<[Throttle, string]>, states: ThrottleState[] | undefined): void {
  const index = states?.findIndex((state) => state.refused) ?? -1;
  if (index < 0) return;
  const [throttle] = list[index]!;
  const state = states![index]!;
  throw tooManyRequests(
    "authentication_throttled",
    `Too many failed authentications. Check your client id and secret, then retry in ${secondsUntil(state.resetMs)} seconds.`,
    throttle,
    state,
  );
}

/** Counts one call of an authenticated client; the answer's RateLimit headers, or a 429 past the limit. */
export async function countPartnerRequest(clientId: string): Promise<Record<string, string>> {
  const throttle = partnerApiThrottle();
  const state: ThrottleState | undefined = await consumeBatched(throttle, clientId).catch(failOpen);
  if (!state) return {};
  if (state.refused) {
    throw tooManyRequests(
      "rate_limited",
      `Your client sent more than ${throttle.points} requests in ${throttle.seconds} seconds. Retry in ${secondsUntil(state.resetMs)} seconds.`,
      throttle,
      state,
    );
  }
  return rateLimitHeaders(throttle, state);
}
