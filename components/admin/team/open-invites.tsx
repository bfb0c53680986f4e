"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { TitledSection } from "@/components/ui/titled-section";
import { useWithdrawInvite } from "@/hooks/use-admin-team";
import type { TeamInvite } from "@/lib/schemas/responses/admin-team";

import { ConfirmAction } from "../confirm-action";
import { OutcomeMessage, type Outcome } from "../resource/outcome";
import { columnHeadings } from "../labels";
import { StackedTable } from "../stacked-table";
import { When } from "../when";

const COLUMNS = ["name", "email", "role", "invited", "expires", "action"] as const;

/** Invitations not yet accepted: who, which role, by whom, until when; each can be withdrawn. */
export function OpenInvites({ invites }: { invites: TeamInvite[] }) {
  const t = useTranslations("admin.team");
  const roles = useTranslations("admin.roles");
  const withdraw = useWithdrawInvite();
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <TitledSection titleId="team-invites-title" title={t("invites.title")} gap="gap-4" focusable>
      <OutcomeMessage outcome={outcome} />
      {invites.length === 0 ? (
        <p className="text-slate-700">{t("invites.empty")}</p>
      ) : (
        <StackedTable
          id="team-invites"
          caption={t("invites.title")}
          actions
          columns={columnHeadings(t, "invites.columns", COLUMNS)}
          rows={invites.map((invite) => ({
            key: invite.id,
            cells: [
              <span key="name" className="break-words">
                {invite.name}
              </span>,
              <span key="email" className="break-all">
                {invite.email}
              </span>,
              roles(`names.${invite.role}`),
              <span key="invited">
                <When iso={invite.invitedAt} />
                {invite.invitedBy ? ` ${t("invites.by", { name: invite.invitedBy })}` : ""}
              </span>,
              <When key="expires" iso={invite.expiresAt} />,
              <ConfirmAction
                key="action"
                id={`withdraw-${invite.id}`}
                label={t("invites.withdraw.button")}
                labelFor={invite.email}
                title={t("invites.withdraw.confirmTitle", { email: invite.email })}
                body={t("invites.withdraw.confirmBody")}
                confirmLabel={t("invites.withdraw.confirm")}
                cancelLabel={t("actions.cancel")}
                run={async () => void (await withdraw.mutateAsync(invite.id))}
                done={t("invites.withdraw.done", { email: invite.email })}
                onOutcome={setOutcome}
                focusAfter="team-invites-title"
              />,
            ],
          }))}
        />
      )}
    </TitledSection>
  );
}
