"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { ConfirmAction } from "@/components/admin/confirm-action";
import { ConfirmStep } from "@/components/admin/confirm-step";
import { problemKey } from "@/components/admin/query-problem";
import { OutcomeMessage } from "@/components/admin/resource/outcome";
import { ManagePanel, useManagePanel } from "@/components/admin/team/manage-panel";
import { RoleRadios } from "@/components/admin/team/role-radios";
import { Button } from "@/components/ui/button";
import { useChangeOperatorRole, useDisableOperator, useEnableOperator } from "@/hooks/use-operator-console";
import { ApiProblem } from "@/lib/client/fetch-json";
import { isOperatorRole, type OperatorRole } from "@/lib/domain/operator/operator-roles";
import type { OperatorPerson } from "@/lib/schemas/responses/operator-console";

type Props = { person: OperatorPerson; onClose: () => void };

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * One operator's actions (owners): a new role, behind a confirm step; disable (every session of
 * theirs ends at once) or enable. The program's last active owner is the API's to refuse (409).
 */
export function OperatorPanel({ person, onClose }: Props) {
  const t = useTranslations("operator.team");
  const roles = useTranslations("operator.roles");
  const common = useTranslations("admin.common");
  const change = useChangeOperatorRole();
  const disable = useDisableOperator();
  const enable = useEnableOperator();
  const [role, setRole] = useState<OperatorRole>(person.role);
  const [confirming, setConfirming] = useState(false);
  const failureText = (error: unknown) =>
    error instanceof ApiProblem && error.code === "last_operator_owner" ? t("lastOwner") : undefined;
  const {
    heading,
    outcome,
    setOutcome,
    action: access,
  } = useManagePanel({ panelId: "manage-operator", idPrefix: "operator", person, t, failureText });
  const roleTrigger = `change-operator-role-${person.id}`;

  async function confirmRole() {
    try {
      await change.mutateAsync({ id: person.id, role });
      setOutcome({ tone: "done", text: t("roleChange.done", { name: person.name, role: roles(`names.${role}`) }) });
    } catch (error) {
      setOutcome({ tone: "failed", text: failureText(error) ?? common(problemKey(error)) });
    }
    setConfirming(false);
    focusLater(roleTrigger);
  }

  return (
    <ManagePanel id="manage-operator" title={t("manageTitle", { name: person.name })} heading={heading}>
      <OutcomeMessage outcome={outcome} />
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (role === person.role) setOutcome({ tone: "failed", text: t("roleChange.same", { name: person.name }) });
          else {
            setOutcome(undefined);
            setConfirming(true);
          }
        }}
      >
        <RoleRadios
          legend={t("roleChange.legend")}
          name={`operator-role-${person.id}`}
          checked={role}
          input={{
            name: `operator-role-${person.id}`,
            onChange: (event) => {
              const value = event.currentTarget.value;
              if (isOperatorRole(value)) setRole(value);
            },
          }}
        />
        {confirming ? (
          <ConfirmStep
            id={`confirm-operator-role-${person.id}`}
            title={t("roleChange.confirmTitle", { name: person.name, role: roles(`names.${role}`) })}
            body={t("roleChange.confirmBody", { name: person.name, description: roles(`descriptions.${role}`) })}
            confirmLabel={t("roleChange.confirm")}
            cancelLabel={t("actions.cancel")}
            pending={change.isPending}
            onConfirm={() => void confirmRole()}
            onCancel={() => {
              setConfirming(false);
              focusLater(roleTrigger);
            }}
          />
        ) : (
          <Button id={roleTrigger} type="submit" variant="secondary" className="self-start">
            {t("roleChange.submit")}
          </Button>
        )}
      </form>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-bold">{t("accessTitle")}</h3>
        {person.disabledAt ? (
          <ConfirmAction {...access("enable")} run={async () => void (await enable.mutateAsync(person.id))} />
        ) : (
          <ConfirmAction {...access("disable")} run={async () => void (await disable.mutateAsync(person.id))} />
        )}
      </div>
      <Button variant="link" onClick={onClose} className="self-start">
        {t("close")}
      </Button>
    </ManagePanel>
  );
}
