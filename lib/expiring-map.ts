/**
 * A map whose entries expire, for what a process keeps of shared state for a moment (an API
 * client's row, a throttle's recent count). It empties itself when it reaches `limit` entries: a
 * safety net against a flood of distinct keys, not a cache policy.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly limit: number) {}

  /** The value while it is fresh; an expired entry is dropped. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now < entry.until) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  has(key: string, now = Date.now()): boolean {
    return this.get(key, now) !== undefined;
  }

  set(key: string, value: V, ttlMs: number, now = Date.now()): void {
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, { value, until: now + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

const global = globalThis as unknown as Record<string, unknown> & { __processWideNames?: Set<string> };
const names = (global.__processWideNames ??= new Set<string>());

/**
 * One `create()` per process under `name`: Next.js may load a module once per route bundle, and
 * state that must be the instance's (not a bundle's) lives on globalThis. Call it where the state
 * is used, not once into a module's constant, so that `forgetProcessWide` reaches every user.
 */
export function processWide<T>(name: string, create: () => T): T {
  names.add(name);
  global[name] ??= create();
  return global[name] as T;
}

/**
 * Drops every processWide value, each made again on its next use: for test runners that run many
 * test files in one process, each file starting as a process of its own would
 * (tests/support/fresh-process-state.ts).
 */
export function forgetProcessWide(): void {
  for (const name of names) delete global[name];
}
