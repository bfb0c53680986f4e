"use client";

import { useFormatter } from "use-intl";

/**
 * An acceptance as a plain date in the page's language ("November 24, 2026", "24 de noviembre de
 * 2026"), on the person's own calendar. Agreements are fetched in the browser, so the browser's
 * time zone cannot cause a hydration mismatch.
 */
export function useAcceptedDate(): (timestamp: string) => string {
  const format = useFormatter();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (timestamp) => format.dateTime(new Date(timestamp), { dateStyle: "long", timeZone });
}
