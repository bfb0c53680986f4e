"use client";

import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import {
  useApproveSsoLink,
  useDisableMember,
  useEnableMember,
  useEndMemberSessions,
  useRemoveMember,
} from "@/hooks/use-admin-team";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { TeamMember } from "@/lib/schemas/responses/admin-team";

import { ConfirmAction } from "../confirm-action";
import { OutcomeMessage } from "../resource/outcome";
import { ManagePanel, useManagePanel } from "./manage-panel";
import { RoleChange } from "./role-change";

type Props = { person: TeamMember; onClose: () => void; onRemoved: (name: string) => void };

/**
 * One teammate's actions, each behind a confirm step: change role, approve linking their single
 * sign-on, disable or enable, end their sessions, remove. "The last owner" and "the break-glass
 * owner" are the API's to refuse (409), said in words here.
 */
export function MemberPanel({ person, onClose, onRemoved }: Props) {
  const t = useTranslations("admin.team");
  const disable = useDisableMember();
  const enable = useEnableMember();
  const endSessions = useEndMemberSessions();
  const remove = useRemoveMember();
  const approveSsoLink = useApproveSsoLink();
  const failureText = (error: unknown) => {
    if (!(error instanceof ApiProblem)) return undefined;
    if (error.code === "last_owner") return t("lastOwner");
    if (error.code === "break_glass_owner") return t("breakGlassOwner");
    if (error.code === "sso_not_set_up") return t("ssoNotSetUp");
    return undefined;
  };
  const { heading, outcome, setOutcome, action } = useManagePanel({
    panelId: "manage-member",
    idPrefix: "member",
    person,
    t,
    failureText,
  });

  return (
    <ManagePanel id="manage-member" title={t("manageTitle", { name: person.name })} heading={heading}>
      {person.sso ? <p className="text-slate-700">{t("ssoNote")}</p> : null}
      <OutcomeMessage outcome={outcome} />
      <RoleChange person={person} onOutcome={setOutcome} failureText={failureText} />
      {person.ssoLink ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-bold">{t("ssoLink.title")}</h3>
          <p className="text-slate-700">{t(`ssoLink.${person.ssoLink}`)}</p>
          {person.ssoLink === "linked" ? null : (
            <ConfirmAction
              {...action("approveSsoLink")}
              run={async () => void (await approveSsoLink.mutateAsync(person.id))}
            />
          )}
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-bold">{t("accessTitle")}</h3>
        {person.status === "active" ? (
          <ConfirmAction {...action("disable")} run={async () => void (await disable.mutateAsync(person.id))} />
        ) : (
          <ConfirmAction {...action("enable")} run={async () => void (await enable.mutateAsync(person.id))} />
        )}
        <ConfirmAction
          {...action("endSessions")}
          body={t("actions.endSessions.confirmBody", { count: person.openSessions })}
          run={async () => void (await endSessions.mutateAsync(person.id))}
        />
        <ConfirmAction
          {...action("remove")}
          run={async () => {
            await remove.mutateAsync(person.id);
            onRemoved(person.name);
          }}
        />
      </div>
      <Button variant="link" onClick={onClose} className="self-start">
        {t("close")}
      </Button>
    </ManagePanel>
  );
}
