// The process's life, shared by the server in front of Next.js (scripts/server.mjs) and the code
// Next.js runs inside it. Readiness turns false as soon as a shutdown starts; the hooks run once
// the last in-flight request has been answered, newest first (the worker stops before the
// database closes). It lives on globalThis under a registered symbol because the server and
// Next.js's bundles are separate module graphs in one process; scripts/server.mjs names the same
// symbol.

import type { Logger } from "pino";

type ShutdownHook = { name: string; run: () => Promise<void> };

export type ShutdownSettings = {
  /** Wait after readiness turns false, before the listener closes (load balancers notice first). */
  delayMs: number;
  /** Longest wait for in-flight requests, then for each hook. */
  timeoutMs: number;
};

export type Lifecycle = {
  draining: boolean;
  hooks: ShutdownHook[];
  settings: ShutdownSettings;
  /** The app's logger (redaction and SSN scrubbing included), for the server's own lines. */
  logger?: Logger;
  /** PUBLIC_BASE_URL's origin: the server's own problems point at its /docs/errors (lib/errors/descriptions.ts). */
  publicOrigin?: string;
};

const KEY = Symbol.for("benefits-onboarding.lifecycle");
const holder = globalThis as unknown as Record<symbol, Lifecycle | undefined>;

export function lifecycle(): Lifecycle {
  holder[KEY] ??= { draining: false, hooks: [], settings: { delayMs: 0, timeoutMs: 25_000 } };
  return holder[KEY];
}

/** Registers work to finish before the process exits (stop the worker, close the database). */
export function onShutdown(name: string, run: () => Promise<void>): void {
  lifecycle().hooks.push({ name, run });
}

export const isDraining = (): boolean => lifecycle().draining;
