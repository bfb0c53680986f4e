"use client";

import { useTranslations } from "use-intl";

import type { TeamMember } from "@/lib/schemas/responses/admin-team";

import { columnHeadings } from "../labels";
import { StackedTable } from "../stacked-table";
import { emailCell, lastSignInCell, manageCell, nameCell, statusCell } from "./team-cells";

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
          nameCell(person.name, person.isYou ? t("people.you") : undefined),
          emailCell(person.email),
          roles(`names.${person.role}`),
          statusCell(person.status === "active", { active: t("people.active"), disabled: t("people.disabled") }),
          factors(person),
          person.sso ? t("people.sso") : t("people.password"),
          lastSignInCell(person.lastSignInAt, t("people.never")),
          String(person.openSessions),
          manageCell({
            person,
            isYou: person.isYou,
            accountHref: "/admin/account",
            managing,
            panelId: "manage-member",
            buttonId: manageButtonId(person.id),
            onManage,
            words: { yourAccount: t("people.yourAccount"), manage: t("people.manage") },
          }),
        ],
      }))}
    />
  );
}
