"use client";

import { useTranslations } from "use-intl";

import type { TimelineEvent } from "@/lib/schemas/responses/admin-employee-detail";

import { labelOr } from "../labels";
import { When } from "../when";

/** What happened to the employee, newest first. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  const t = useTranslations("admin");
  if (events.length === 0) return <p className="text-slate-700">{t("timeline.empty")}</p>;
  const newestFirst = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol className="flex flex-col border-l-2 border-slate-300 pl-4">
      {newestFirst.map((event) => (
        <li key={event.id} className="relative py-2">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-3.5 h-3 w-3 rounded-full bg-brand-700" />
          <p className="font-semibold">{labelOr(t, `timeline.types.${event.type}`, event.type)}</p>
          <p className="text-sm text-slate-700">
            <When iso={event.createdAt} /> · <code>{event.type}</code>
          </p>
        </li>
      ))}
    </ol>
  );
}
