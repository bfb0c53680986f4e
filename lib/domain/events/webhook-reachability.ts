/**
 * What the attempts to one webhook endpoint say about it, read from its delivery log (every
 * attempt kept, EVENT_RETENTION_DAYS) and from the circuit breaker's columns. An attempt succeeded
 * when the receiver answered 2xx; anything else (another status, a timeout, no connection) failed.
 * Attempts are ordered by when they started.
 */
export type AttemptHistory = {
  /** Start of the latest attempt that succeeded; null when none did. */
  lastSuccessAt: Date | null;
  /** Start of the latest attempt that failed; null when none did. */
  lastFailureAt: Date | null;
  /** Start of the first failed attempt after the latest success (after nothing, when none succeeded). */
  firstFailureAfterSuccessAt: Date | null;
  /** The circuit breaker disabled the endpoint at this moment; null while it is enabled. */
  disabledAt: Date | null;
  /** The breaker's own record of when the failing began, for attempts already pruned. */
  failingSince: Date | null;
};

export type Reachability =
  /** Nothing has been attempted yet (or every attempt is older than the retention). */
  | { state: "untried" }
  /** The latest attempt got through. */
  | { state: "reachable"; lastSuccessAt: Date }
  /** Nothing has got through since `since`: every attempt from then on failed. */
  | { state: "not_reachable"; since: Date }
  /** The circuit breaker stopped sending: nothing has got through since `since` (null when unknown). */
  | { state: "disabled"; since: Date | null; disabledAt: Date };

/**
 * The rule: an endpoint is **not reachable** when its latest attempt failed, that is, when no
 * attempt has succeeded since the first failed attempt after the latest success; it has been so
 * since that first failure. No threshold of N failures: retries are spaced out (5 s, 5 min,
 * 30 min, …), so a quiet endpoint needs hours to fail N times, and it would read as reachable
 * meanwhile while nothing gets through. A success and a failure that started in the same
 * millisecond count as a success. A disabled endpoint is not reachable either, whatever its
 * history, and says since when from the attempts when they tell, else from the breaker.
 */
export function webhookReachability(history: AttemptHistory): Reachability {
  const failing = isFailing(history);
  const since = failing ? (history.firstFailureAfterSuccessAt ?? history.lastFailureAt) : null;
  if (history.disabledAt)
    return { state: "disabled", since: since ?? history.failingSince, disabledAt: history.disabledAt };
  if (failing && since) return { state: "not_reachable", since };
  if (history.lastSuccessAt) return { state: "reachable", lastSuccessAt: history.lastSuccessAt };
  return { state: "untried" };
}

/** Whether HR should look at the endpoint first: nothing gets through to it. */
export function needsAttention({ state }: Pick<Reachability, "state">): boolean {
  return state === "not_reachable" || state === "disabled";
}

/**
 * The one endpoint a page of many opens by itself: the first disabled one (only HR's re-enabling
 * brings it back), else the first not reachable, else none. The others stay folded, so the page
 * stays short however many endpoints fail; each still says what it is.
 */
export function endpointToOpen<Endpoint extends { reachability: Pick<Reachability, "state"> }>(
  endpoints: readonly Endpoint[],
): Endpoint | undefined {
  return (
    endpoints.find((endpoint) => endpoint.reachability.state === "disabled") ??
    endpoints.find((endpoint) => endpoint.reachability.state === "not_reachable")
  );
}

function isFailing({ lastSuccessAt, lastFailureAt }: AttemptHistory): boolean {
  if (!lastFailureAt) return false;
  return !lastSuccessAt || lastFailureAt.getTime() > lastSuccessAt.getTime();
}
