/**
 * What the shared store answers after adding points to a subject's window: the window's total
 * (every instance's) and how long until the window ends.
 */
export type StoreCount = { consumedPoints: number; msBeforeNext: number };

export type BatchedCounterOptions = {
  /** The limit: the window's points. */
  points: number;
  /** The window's length, in seconds. */
  seconds: number;
  /** Adds `points` to `key`'s window in the shared store and answers the window's total. */
  add: (key: string, points: number) => Promise<StoreCount>;
  /** How long requests counted here may wait before the store hears of them. */
  flushMs?: number;
  /** A background flush failed: the counts stay here and go with the next one. */
  onFlushError?: (error: unknown) => void;
  now?: () => number;
};

export type Counted = { used: number; resetMs: number };

type Window = {
  /** The window's total as the store last answered it, every instance's requests included. */
  used: number;
  /** Requests counted here that the store has not heard of yet. */
  pending: number;
  /** Requests counted here on their way to the store (a batch whose answer has not come). */
  sending: number;
  /** When the window ends, on this clock. */
  resetAt: number;
  /** A store call under way for a subject whose window is not known here yet. */
  opening?: Promise<unknown>;
  timer?: NodeJS.Timeout;
};

const DEFAULT_FLUSH_MS = 200;
// Beyond this many subjects, windows that have ended are forgotten (a partner throttle has one
// subject per API client, so this is a safety net, not a cache policy).
const PRUNE_ABOVE = 10_000;

/**
 * A per-client request count shared by every instance, without a write on one shared row per
 * request: while a subject is well under its limit, this instance counts its requests itself and
 * tells the store in batches (every `flushMs`, or sooner once a batch grows); near the limit (the
 * last tenth of the points) every request is counted in the store before it is answered, so the
 * refusal there is as exact as the store. The store is consulted on every request too while this
 * instance does not know the subject's current window (its first request, or the first after the
 * window ended): concurrent first requests share that one call.
 *
 * What this trades: a subject can exceed its limit by what the other instances have counted but
 * not yet sent (at most `flushMs` of their traffic, and never more than a tenth of the points
 * each), and a crash loses at most that much of a window's count. For a limit that protects
 * capacity, that is the right trade against every request of a client queueing on one row lock.
 */
export class BatchedCounter {
  private readonly windows = new Map<string, Window>();
  private readonly flushMs: number;
  private readonly now: () => number;
  /** Requests counted here before the store must hear of each one. */
  private readonly localUpTo: number;
  /** A batch this large is sent at once instead of waiting for the timer. */
  private readonly batchLimit: number;

  constructor(private readonly options: BatchedCounterOptions) {
    this.flushMs = options.flushMs ?? DEFAULT_FLUSH_MS;
    this.now = options.now ?? Date.now;
    // Below ten points there is no tenth to spare: every request is counted in the store.
    const slack = Math.floor(options.points / 10);
    this.localUpTo = slack > 0 ? options.points - slack : 0;
    this.batchLimit = Math.max(1, Math.floor(slack / 4));
  }

  /** Counts one request of `key`: the window's total with it, and the time until the window ends. */
  async consume(key: string): Promise<Counted> {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && now < window.resetAt) {
      const used = window.used + window.sending + window.pending + 1;
      if (used <= this.localUpTo) {
        window.pending += 1;
        this.schedule(key, window);
        return { used, resetMs: window.resetAt - now };
      }
      return this.send(key, 1);
    }
    // No current window known here: one store call opens it, and requests meanwhile wait for it.
    if (window?.opening) {
      await window.opening.catch(() => undefined);
      return this.consume(key);
    }
    return this.send(key, 1);
  }

  /** Sends what this instance has counted and not yet told the store (an instance shutting down). */
  async flushAll(): Promise<void> {
    await Promise.all([...this.windows.keys()].map((key) => this.flush(key)));
  }

  /** Sends `key`'s pending count plus `extra` requests to the store and records its answer. */
  private async send(key: string, extra: number): Promise<Counted> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window) {
      window = { used: 0, pending: 0, sending: 0, resetAt: 0 };
      this.windows.set(key, window);
      this.prune(now);
    }
    // Requests counted in a window that has since ended belonged to it; the store would count
    // them in the next one, so they are dropped with it.
    const batch = (now < window.resetAt ? window.pending : 0) + extra;
    window.pending = 0;
    window.sending += batch;
    this.unschedule(window);
    const call = this.options.add(key, batch);
    const opening = now < window.resetAt ? undefined : call;
    if (opening) window.opening = opening;
    try {
      const answer = await call;
      window.sending -= batch;
      return this.record(window, answer);
    } catch (error) {
      // Nothing was counted: the batch waits here for the next call (only requests already
      // answered count; `extra` was this request's, which fails with the error).
      window.sending -= batch;
      window.pending += batch - extra;
      if (window.pending > 0) this.schedule(key, window);
      throw error;
    } finally {
      if (window.opening === opening) window.opening = undefined;
    }
  }

  private record(window: Window, answer: StoreCount): Counted {
    const now = this.now();
    const resetAt = now + Math.max(0, answer.msBeforeNext);
    // Answers can arrive out of order. The same window (its end known to within half a window,
    // the event loop's delay) keeps the highest total; a later window replaces it; an answer about
    // a window that has already been replaced here changes nothing.
    const tolerance = (this.options.seconds * 1000) / 2;
    if (resetAt > window.resetAt + tolerance) {
      window.used = answer.consumedPoints;
      window.resetAt = resetAt;
    } else if (resetAt >= window.resetAt - tolerance) {
      window.used = Math.max(window.used, answer.consumedPoints);
    }
    return { used: answer.consumedPoints, resetMs: resetAt - now };
  }

  private async flush(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (!window || window.pending === 0) return;
    if (this.now() >= window.resetAt) {
      // The window ended before its count was sent: it is over, and its count with it.
      window.pending = 0;
      return;
    }
    await this.send(key, 0).then(
      () => undefined,
      (error: unknown) => this.options.onFlushError?.(error),
    );
  }

  private schedule(key: string, window: Window): void {
    if (window.pending >= this.batchLimit) {
      void this.flush(key);
      return;
    }
    if (window.timer) return;
    window.timer = setTimeout(() => {
      window.timer = undefined;
      void this.flush(key);
    }, this.flushMs);
    window.timer.unref();
  }

  private unschedule(window: Window): void {
    if (!window.timer) return;
    clearTimeout(window.timer);
    window.timer = undefined;
  }

  private prune(now: number): void {
    if (this.windows.size <= PRUNE_ABOVE) return;
    for (const [key, window] of this.windows)
      if (now >= window.resetAt && window.pending === 0 && !window.opening) this.windows.delete(key);
  }
}
