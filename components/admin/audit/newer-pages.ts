"use client";

import { useSyncExternalStore } from "react";

// The API pages the trail one way (`next` is older). "Newer" goes back the way the reader came:
// each older page remembers, for this tab (sessionStorage), the cursor of the page it came from,
// keyed by the filters. A page opened from a bookmark does not know it, and offers the newest.

const KEY = "admin.audit.newer";

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/** Going from the page at `from` to the older page at `to`: remember the way back. */
export function rememberNewer(filters: string, to: string, from: string) {
  try {
    const memory = read();
    memory[`${filters}|${to}`] = from;
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage refused (private mode, full): "Newer" leads to the newest page instead.
  }
}

const noSubscription = () => () => {};

/** The cursor of the page newer than `cursor` ("" for the first page), or undefined when not known. */
export function useNewerCursor(filters: string, cursor: string): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => (cursor ? read()[`${filters}|${cursor}`] : undefined),
    () => undefined,
  );
}
