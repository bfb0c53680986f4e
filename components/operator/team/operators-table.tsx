"use client";

import { useTranslations } from "use-intl";

import { columnHeadings } from "@/components/admin/labels";
import { StackedTable } from "@/components/admin/stacked-table";
import { emailCell, lastSignInCell, manageCell, nameCell, statusCell } from "@/components/admin/team/team-cells";
import type { OperatorPerson } from "@/lib/schemas/responses/operator-console";

export const manageOperatorId = (id: string) => `manage-${id}`;

type Props = {
  people: OperatorPerson[];
  youId: string | undefined;
  managing: string | undefined;
  onManage: (id: string) => void;
};

const COLUMNS = ["name", "email", "role", "status", "lastSignIn", "action"] as const;

/** The operators, one row each: who, role, status, last sign-in; Manage opens an operator's actions. */
export function OperatorsTable({ people, youId, managing, onManage }: Props) {
  const t = useTranslations("operator.team");
  const roles = useTranslations("operator.roles");
  return (
    <StackedTable
      id="operators"
      caption={t("people.title")}
      actions
      columns={columnHeadings(t, "people.columns", COLUMNS)}
      rows={people.map((person) => ({
        key: person.id,
        cells: [
          nameCell(person.name, person.id === youId ? t("people.you") : undefined),
          emailCell(person.email),
          roles(`names.${person.role}`),
          statusCell(!person.disabledAt, { active: t("people.active"), disabled: t("people.disabled") }),
          lastSignInCell(person.lastSignInAt, t("people.never")),
          manageCell({
            person,
            isYou: person.id === youId,
            accountHref: "/operator/account",
            managing,
            panelId: "manage-operator",
            buttonId: manageOperatorId(person.id),
            onManage,
            words: { yourAccount: t("people.yourAccount"), manage: t("people.manage") },
          }),
        ],
      }))}
    />
  );
}
