"use client";

import { useTranslations } from "use-intl";

import type { AgreementAcceptance } from "@/lib/schemas/responses/admin-employee-detail";

import { labelOr, tableMessages } from "../labels";
import { When } from "../when";
import { SimpleTable } from "./simple-table";

const COLUMNS = ["agreement", "version", "acceptedAt", "recordedAt", "recordedBy"] as const;

/** The acceptance records as kept for compliance: which version, when, and who recorded it. */
export function AgreementsSection({ acceptances }: { acceptances: AgreementAcceptance[] }) {
  const t = useTranslations("admin");
  return (
    <SimpleTable
      id="agreements"
      {...tableMessages(t, "agreements", COLUMNS)}
      rows={acceptances.map((record) => ({
        key: `${record.tag}-${record.recordedAt}`,
        cells: [
          labelOr(t, `agreements.names.${record.agreement}`, record.agreement),
          <code key="tag" className="break-all">
            {record.tag}
          </code>,
          <When key="accepted" iso={record.acceptedAt} />,
          <When key="recorded" iso={record.recordedAt} />,
          `${labelOr(t, `agreements.actors.${record.actorType}`, record.actorType)} (${record.actorId})`,
        ],
      }))}
    />
  );
}
