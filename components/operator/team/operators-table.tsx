"use client";

import { useTranslations } from "use-intl";

import { columnHeadings } from "@/components/admin/labels";
import { NameWithTag } from "@/components/admin/name-with-tag";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
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
          <NameWithTag key="name" tag={person.id === youId ? t("people.you") : undefined}>
            <span className="break-words font-semibold">{person.name}</span>
          </NameWithTag>,
          <span key="email" className="break-all">
            {person.email}
          </span>,
          roles(`names.${person.role}`),
          person.disabledAt ? (
            <span key="status" className="font-semibold text-red-700">
              {t("people.disabled")}
            </span>
          ) : (
            <span key="status" className="font-semibold text-green-800">
              {t("people.active")}
            </span>
          ),
          person.lastSignInAt ? <When key="last" iso={person.lastSignInAt} /> : t("people.never"),
          person.id === youId ? (
            <TextLink key="action" href="/operator/account">
              {t("people.yourAccount")}
            </TextLink>
          ) : (
            <Button
              key="action"
              id={manageOperatorId(person.id)}
              variant="secondary"
              aria-expanded={managing === person.id}
              aria-controls={managing === person.id ? "manage-operator" : undefined}
              onClick={() => onManage(person.id)}
            >
              {t("people.manage")}
              <span className="sr-only"> {person.name}</span>
            </Button>
          ),
        ],
      }))}
    />
  );
}
