"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import type { AuditRecordView } from "@/lib/schemas/responses/admin-audit";
import type { TeamMember } from "@/lib/schemas/responses/admin-team";

import { columnHeadings, labelOr } from "../labels";
import { StackedTable } from "../stacked-table";
import { When } from "../when";
import { AuditActor } from "./audit-actor";
import { detailsText } from "./audit-details";
import type { AuditFilters } from "./audit-query";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

type Props = { records: AuditRecordView[]; filters: AuditFilters; people: TeamMember[]; busy: boolean };

const COLUMNS = ["time", "who", "role", "action", "target", "details", "ip"] as const;

/** One page of the trail, newest first: a table on wide screens, a card per record on phones. */
export function AuditTable({ records, filters, people, busy }: Props) {
  const t = useTranslations("admin.audit");
  const roles = useTranslations("admin.roles");
  const words = {
    key: (key: string) => labelOr(t, `detailKeys.${key}`, key),
    value: (value: string) => (/^[a-z_]+$/.test(value) ? labelOr(t, `detailValues.${value}`, value) : value),
    yes: t("yes"),
    no: t("no"),
  };
  const target = (record: AuditRecordView) => {
    if (!record.target) return <span aria-hidden="true">—</span>;
    const { type, id } = record.target;
    const kind = labelOr(t, `targets.${type}`, type);
    if (type === "employee")
      return (
        <Link href={`/admin/employees/${encodeURIComponent(id)}`} className={LINK}>
          {kind} <span className="break-all">{id}</span>
        </Link>
      );
    // A teammate is named, when the team still has them.
    const person = people.find((candidate) => candidate.id === id);
    return (
      <span className="break-all">
        {kind}: {person ? person.name : id}
      </span>
    );
  };
  return (
    <div aria-busy={busy || undefined}>
      <StackedTable
        id="audit"
        caption={t("caption")}
        columns={columnHeadings(t, "columns", COLUMNS)}
        rows={records.map((record) => ({
          key: record.id,
          cells: [
            <When key="time" iso={record.occurredAt} />,
            <AuditActor key="who" record={record} filters={filters} />,
            record.actor.role ? labelOr(roles, `names.${record.actor.role}`, record.actor.role) : "—",
            <span key="action" className="font-medium">
              {labelOr(t, `actions.${record.action}`, record.action)}
            </span>,
            target(record),
            detailsText(record.details, words) || "—",
            record.ipAddress ?? "—",
          ],
        }))}
      />
    </div>
  );
}
