import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  consume,
  forgive,
  lockOut,
  peek,
  penalize,
  reward,
  rateLimitHeaders,
  refusalHeaders,
  secondsUntil,
  subjectKey,
  ThrottleStoreError,
  type Throttle,
} from "./rate-limit";

// The same code paths as the PostgreSQL and Redis stores (tests/http/throttling.test.ts), on the
// library's memory store, so the boundaries and the window's end can be checked quickly here.
const broken = { value: false };
vi.mock("./throttle-store", () => {
  const store = {
    kind: "pglite",
    limiter: (options: { keyPrefix: string; points: number; duration: number }) => {
      const limiter = new RateLimiterMemory(options);
      return new Proxy(limiter, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (broken.value && typeof value === "function") return () => Promise.reject(new Error("store down"));
          return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
    close: async () => {},
  };
  return { getThrottleStore: () => Promise.resolve(store) };
});

let n = 0;
const subject = () => `subject-${++n}`;
const throttle = (points: number, seconds = 60, lockoutSeconds?: number): Throttle => ({
  name: `t${++n}`,
  points,
  seconds,
  lockoutSeconds,
});

afterEach(() => {
  broken.value = false;
  vi.useRealTimers();
});

describe("consume", () => {
  it("allows limit-1 and limit requests and refuses limit+1", async () => {
    const t = throttle(3);
    const who = subject();
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await consume(t, who));
    expect(states.map((s) => [s.used, s.remaining, s.refused])).toEqual([
      [1, 2, false],
      [2, 1, false],
      [3, 0, false],
      [4, 0, true],
    ]);
    expect(states[3]!.resetMs).toBeGreaterThan(59_000);
    expect((await consume(t, subject())).refused).toBe(false);
  });

  it("starts again once the window has passed", async () => {
    // The memory store reads Date.now() for the window's end: a fake clock, moved by hand.
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = throttle(1, 1);
    const who = subject();
    await consume(t, who);
    expect((await consume(t, who)).refused).toBe(true);
    vi.advanceTimersByTime(999);
    expect((await consume(t, who)).refused).toBe(true);
    vi.advanceTimersByTime(1);
    expect((await consume(t, who)).refused).toBe(false);
  });
});

describe("penalize and peek", () => {
  it("refuses from the failure that spends the last point, and not before", async () => {
    const t = throttle(3);
    const who = subject();
    expect((await peek(t, who)).refused).toBe(false);
    expect((await penalize(t, who)).refused).toBe(false);
    expect((await penalize(t, who)).refused).toBe(false);
    expect((await peek(t, who)).refused).toBe(false);
    expect((await penalize(t, who)).refused).toBe(true);
    expect((await peek(t, who)).refused).toBe(true);
  });

  it("locks out for lockoutSeconds from the moment it is asked, longer than the window", async () => {
    const t = throttle(2, 60, 600);
    const who = subject();
    await penalize(t, who);
    const locked = await lockOut(t, who);
    expect(locked.refused).toBe(true);
    expect(locked.resetMs).toBeGreaterThan(599_000);
    const later = await peek(t, who);
    expect(later.refused).toBe(true);
    expect(later.resetMs).toBeGreaterThan(599_000);
    // Counting more while locked out neither lifts nor extends the lockout.
    expect((await consume(t, who)).refused).toBe(true);
    expect((await peek(t, who)).resetMs).toBeLessThanOrEqual(600_000);
  });

  it("takes one count back with reward", async () => {
    const t = throttle(2);
    const who = subject();
    await consume(t, who);
    await consume(t, who);
    await reward(t, who);
    expect(await peek(t, who)).toMatchObject({ used: 1, remaining: 1, refused: false });
  });

  it("forgets a subject after forgive", async () => {
    const t = throttle(2);
    const who = subject();
    await penalize(t, who);
    await penalize(t, who);
    await forgive(t, who);
    expect(await peek(t, who)).toMatchObject({ used: 0, remaining: 2, refused: false });
  });
});

describe("a store that fails", () => {
  it("raises ThrottleStoreError, for the caller to fail open or closed", async () => {
    broken.value = true;
    await expect(consume(throttle(1), subject())).rejects.toBeInstanceOf(ThrottleStoreError);
    await expect(peek(throttle(1), subject())).rejects.toBeInstanceOf(ThrottleStoreError);
    await expect(penalize(throttle(1), subject())).rejects.toBeInstanceOf(ThrottleStoreError);
  });
});

describe("headers", () => {
  const t: Throttle = { name: "partner", points: 600, seconds: 60 };

  it.each([
    [{ used: 1, remaining: 599, resetMs: 60_000, refused: false }, '"partner";r=599;t=60'],
    [{ used: 600, remaining: 0, resetMs: 36_001, refused: false }, '"partner";r=0;t=37'],
    [{ used: 10, remaining: 590, resetMs: 0, refused: false }, '"partner";r=590;t=1'],
  ])("formats %j as %s", (state, expected) => {
    expect(rateLimitHeaders(t, state)).toEqual({ "ratelimit-policy": '"partner";q=600;w=60', ratelimit: expected });
  });

  it("gives a refusal Retry-After in whole seconds, rounded up, and r=0", () => {
    expect(refusalHeaders(t, { used: 601, remaining: 0, resetMs: 36_200, refused: true })).toEqual({
      "retry-after": "37",
      "ratelimit-policy": '"partner";q=600;w=60',
      ratelimit: '"partner";r=0;t=37',
    });
    expect(secondsUntil(1)).toBe(1);
    expect(secondsUntil(-5)).toBe(1);
    expect(secondsUntil(1_000)).toBe(1);
    expect(secondsUntil(1_001)).toBe(2);
  });

  it("stores a hash of the subject, never the subject itself", () => {
    const key = subjectKey("ann@example.com");
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain("ann");
    expect(subjectKey("x".repeat(10_000))).toHaveLength(32);
  });
});
