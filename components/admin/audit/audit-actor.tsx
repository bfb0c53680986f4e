"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { EmailText } from "@/components/ui/email-text";
import type { AuditRecordView } from "@/lib/schemas/responses/admin-audit";

import { auditHref, type AuditFilters } from "./audit-query";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * Who acted: an HR person by name and e-mail (a link that filters the trail to them), a partner's
 * API client, an employee, the system, or an unknown person trying to sign in.
 */
export function AuditActor({ record, filters }: { record: AuditRecordView; filters: AuditFilters }) {
  const t = useTranslations("admin.audit.actors");
  const { actor } = record;
  switch (actor.type) {
    case "admin":
      return (
        <span className="flex flex-col">
          <Link href={auditHref({ ...filters, actorId: actor.id, cursor: "" })} className={LINK}>
            {actor.name ?? actor.email ?? actor.id}
            <span className="sr-only"> {t("filterBy")}</span>
          </Link>
          {actor.name && actor.email ? <EmailText email={actor.email} className="text-slate-700" /> : null}
        </span>
      );
    case "partner":
      return <span>{t("partner", { name: actor.name ?? actor.id })}</span>;
    case "employee":
      return (
        <Link href={`/admin/employees/${encodeURIComponent(actor.id)}`} className={LINK}>
          {t("employee", { name: actor.name ?? actor.id })}
        </Link>
      );
    case "system":
      return <span>{t("system", { id: actor.id })}</span>;
    case "anonymous":
      return <span>{t("anonymous")}</span>;
    default:
      return <span className="break-all">{`${actor.type}: ${actor.id}`}</span>;
  }
}
