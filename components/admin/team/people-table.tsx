"use client";

import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import type { TeamMember } from "@/lib/schemas/responses/admin-team";

import { columnHeadings } from "../labels";
import { NameWithTag } from "../name-with-tag";
import { StackedTable } from "../stacked-table";
import { When } from "../when";

export const manageButtonId = (id: string) => `manage-${id}`;

type Props = { people: TeamMember[]; managing: string | undefined; onManage: (id: string) => void };

const COLUMNS = ["name", "email", "role", "status", "factors", "signIn", "lastSignIn", "sessions", "action"] as const;

/** The team, one row each: who, role, status, factors, how they sign in, activity; Manage opens a person's actions. */
export function PeopleTable({ people, managing, onManage }: Props) {
  const t = useTranslations("admin.team");
  const roles = useTranslations("admin.roles");
  const factors = (person: TeamMember) => {
    const parts = [
      person.factors.totp ? t("factors.totp") : undefined,
      person.factors.passkeys > 0 ? t("factors.passkeys", { count: person.factors.passkeys }) : undefined,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(", ") : t("factors.none");
  };
  return (
    <StackedTable
      id="team-people"
      caption={t("people.caption")}
      actions
      columns={columnHeadings(t, "people.columns", COLUMNS)}
      rows={people.map((person) => ({
        key: person.id,
        cells: [
          <NameWithTag key="name" tag={person.isYou ? t("people.you") : undefined}>
            <span className="break-words font-semibold">{person.name}</span>
          </NameWithTag>,
          <span key="email" className="break-all">
            {person.email}
          </span>,
          roles(`names.${person.role}`),
          person.status === "active" ? (
            <span key="status" className="font-semibold text-green-800">
              {t("people.active")}
            </span>
          ) : (
            <span key="status" className="font-semibold text-red-700">
              {t("people.disabled")}
            </span>
          ),
          factors(person),
          person.sso ? t("people.sso") : t("people.password"),
          person.lastSignInAt ? <When key="last" iso={person.lastSignInAt} /> : t("people.never"),
          String(person.openSessions),
          person.isYou ? (
            <TextLink key="action" href="/admin/account">
              {t("people.yourAccount")}
            </TextLink>
          ) : (
            <Button
              key="action"
              id={manageButtonId(person.id)}
              variant="secondary"
              aria-expanded={managing === person.id}
              aria-controls={managing === person.id ? "manage-member" : undefined}
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
