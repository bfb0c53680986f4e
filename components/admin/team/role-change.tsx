"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useChangeRole } from "@/hooks/use-admin-team";
import { isHrRole, type HrRole } from "@/lib/domain/hr/hr-roles";
import type { TeamMember } from "@/lib/schemas/responses/admin-team";

import { ConfirmStep } from "../confirm-step";
import { problemKey } from "../query-problem";
import type { Outcome } from "../resource/outcome";
import { RoleRadios } from "./role-radios";

type Props = {
  person: TeamMember;
  onOutcome: (outcome: Outcome | undefined) => void;
  failureText: (error: unknown) => string | undefined;
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** A teammate's role: the three roles with what each may do, then a confirm step (and step-up, when the API asks). */
export function RoleChange({ person, onOutcome, failureText }: Props) {
  const t = useTranslations("admin.team");
  const roles = useTranslations("admin.roles");
  const common = useTranslations("admin.common");
  const change = useChangeRole();
  const [role, setRole] = useState<HrRole>(person.role);
  const [confirming, setConfirming] = useState(false);
  const triggerId = `change-role-${person.id}`;

  async function confirm() {
    try {
      await change.mutateAsync({ id: person.id, role });
      onOutcome({ tone: "done", text: t("roleChange.done", { name: person.name, role: roles(`names.${role}`) }) });
    } catch (error) {
      onOutcome({ tone: "failed", text: failureText(error) ?? common(problemKey(error)) });
    }
    setConfirming(false);
    focusLater(triggerId);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (role === person.role) onOutcome({ tone: "failed", text: t("roleChange.same", { name: person.name }) });
        else {
          onOutcome(undefined);
          setConfirming(true);
        }
      }}
      className="flex flex-col gap-3"
    >
      <RoleRadios
        legend={t("roleChange.legend")}
        name={`role-${person.id}`}
        input={{
          name: `role-${person.id}`,
          onChange: (event) => {
            const value = event.currentTarget.value;
            if (isHrRole(value)) setRole(value);
          },
        }}
        checked={role}
      />
      {confirming ? (
        <ConfirmStep
          id={`confirm-role-${person.id}`}
          title={t("roleChange.confirmTitle", { name: person.name, role: roles(`names.${role}`) })}
          body={t("roleChange.confirmBody", { name: person.name, description: roles(`descriptions.${role}`) })}
          confirmLabel={t("roleChange.confirm")}
          cancelLabel={t("actions.cancel")}
          pending={change.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setConfirming(false);
            focusLater(triggerId);
          }}
        />
      ) : (
        <Button id={triggerId} type="submit" variant="secondary" className="self-start">
          {t("roleChange.submit")}
        </Button>
      )}
    </form>
  );
}
