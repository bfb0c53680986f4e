"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often a visible task list re-reads the status: a change by HR or a provider shows within this. */
export const LIVE_REFRESH_MS = 5_000;

/**
 * Keeps a server-rendered page live: while the tab is visible, re-renders it from the server every
 * few seconds (router.refresh keeps scroll, focus and client state), and at once when the tab
 * comes back into view. Nothing runs in a hidden tab.
 */
export function LiveRefresh({ intervalMs = LIVE_REFRESH_MS }: { intervalMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => router.refresh(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        router.refresh();
        start();
      } else stop();
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [router, intervalMs]);
  return null;
}
