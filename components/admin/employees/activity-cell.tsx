"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { AdminEmployeeRow } from "@/lib/schemas/responses/admin-employees";

/** When HR last sent an invite and when the person was last active: "never opened the invite" at a glance. */
export function ActivityCell({ row }: { row: AdminEmployeeRow }) {
  const t = useTranslations("admin.employees");
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" });
  return (
    <ul className="flex min-w-40 flex-col gap-1">
      <li>{row.invitedAt ? t("invited", { date: date(row.invitedAt) }) : t("notInvited")}</li>
      <li>{row.lastActiveAt ? t("lastActive", { date: date(row.lastActiveAt) }) : t("neverActive")}</li>
    </ul>
  );
}
