"use client";

import { useTranslations } from "use-intl";

import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";

import { labelOr, tableMessages } from "../labels";
import { When } from "../when";
import { SimpleTable } from "./simple-table";

const COLUMNS = ["started", "kind", "status", "outcome", "attempts", "completed"] as const;

export function IdentitySection({ detail }: { detail: AdminEmployeeDetail }) {
  const t = useTranslations("admin");
  const state = detail.employee.onboarding_status;
  return (
    <>
      <p>
        {t("identity.state")} <strong>{labelOr(t, `verification.${state}`, state)}</strong>
      </p>
      <SimpleTable
        id="identity-checks"
        {...tableMessages(t, "identity", COLUMNS)}
        rows={detail.identityChecks.map((check) => ({
          key: check.id,
          cells: [
            <When key="started" iso={check.createdAt} />,
            labelOr(t, `identity.kinds.${check.kind}`, check.kind),
            check.awaitingReview
              ? t("identity.checkStatuses.awaiting_review")
              : labelOr(t, `identity.checkStatuses.${check.status}`, check.status),
            check.outcome ? labelOr(t, `verification.${check.outcome}`, check.outcome) : "—",
            check.attempts,
            <When key="completed" iso={check.completedAt} />,
          ],
        }))}
      />
    </>
  );
}
