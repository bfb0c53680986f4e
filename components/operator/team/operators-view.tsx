"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Loaded } from "@/components/admin/resource/query-states";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useOwnAccount } from "@/hooks/use-hr-account";
import { useOperatorTeam } from "@/hooks/use-operator-console";
import type { OperatorAccount } from "@/lib/schemas/responses/operator-account";

import { RequireOperatorPermission } from "../operator-role";
import { OperatorInviteForm } from "@/components/admin/team/invite-form";
import { OperatorPanel } from "./operator-panel";
import { manageOperatorId, OperatorsTable } from "./operators-table";

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The console's operators (/operator/team), for owners only: the list, one operator's actions, invitations. */
export function OperatorsView() {
  const t = useTranslations("operator.team");
  return (
    <RequireOperatorPermission permission="operators.manage" title={t("title")} refusal={t("notForYourRole")}>
      <OperatorsContent />
    </RequireOperatorPermission>
  );
}

function OperatorsContent() {
  const t = useTranslations("operator.team");
  const roles = useTranslations("operator.roles");
  const team = useOperatorTeam();
  const you = useOwnAccount<OperatorAccount>();
  const [managing, setManaging] = useState<string>();
  const person = team.data?.data.find((candidate) => candidate.id === managing && candidate.id !== you.data?.id);
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <TitledSection titleId="operators-title" title={t("people.title")} gap="gap-4">
        <Loaded query={team} loading={t("loading")}>
          {({ data }) => (
            <OperatorsTable
              people={data}
              youId={you.data?.id}
              managing={person?.id}
              onManage={(id) => setManaging(managing === id ? undefined : id)}
            />
          )}
        </Loaded>
      </TitledSection>
      {person ? (
        <OperatorPanel
          key={person.id}
          person={person}
          onClose={() => {
            setManaging(undefined);
            focusLater(manageOperatorId(person.id));
          }}
        />
      ) : null}
      <OperatorInviteForm />
      {team.data ? (
        <TitledSection titleId="operator-invites-title" title={t("invites.title")} gap="gap-4">
          {team.data.invites.length === 0 ? (
            <p className="text-slate-700">{t("invites.empty")}</p>
          ) : (
            <StackedTable
              id="operator-invites"
              caption={t("invites.title")}
              columns={[
                t("invites.columns.name"),
                t("invites.columns.email"),
                t("invites.columns.role"),
                t("invites.columns.expires"),
              ]}
              rows={team.data.invites.map((invite) => ({
                key: invite.id,
                cells: [
                  <span key="name" className="break-words">
                    {invite.name}
                  </span>,
                  <span key="email" className="break-all">
                    {invite.email}
                  </span>,
                  roles(`names.${invite.role}`),
                  <When key="expires" iso={invite.expiresAt} />,
                ],
              }))}
            />
          )}
        </TitledSection>
      ) : null}
    </div>
  );
}
