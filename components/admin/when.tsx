"use client";

import { useFormatter } from "use-intl";

/** A moment as a <time> element, in the reader's language; times are UTC and say so. */
export function When({ iso, withTime = true }: { iso: string | null; withTime?: boolean }) {
  const format = useFormatter();
  if (!iso) return <span aria-hidden="true">—</span>;
  const date = new Date(iso);
  const text = withTime
    ? format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC"
    : format.dateTime(date, { dateStyle: "medium", timeZone: "UTC" });
  return <time dateTime={iso}>{text}</time>;
}
