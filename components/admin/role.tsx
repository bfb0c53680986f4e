"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { useAccountDoor } from "@/hooks/use-account-door";
import { roleMay, type HrPermission, type HrRole } from "@/lib/domain/hr/hr-roles";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";

// The signed-in person's role, given by the guarded layout (read on the server with the session):
// pages offer only what the role may do, with no flash of buttons while a query loads. The API
// still decides every call.
const RoleContext = createContext<HrRole | undefined>(undefined);

export function RoleProvider({ role, children }: { role: HrRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The signed-in person's role; outside the guarded shell (sign-in, join, enrol) there is none. */
export const useRole = (): HrRole | undefined => useContext(RoleContext);

/** Whether the signed-in person's role holds the permission (lib/domain/hr/hr-roles.ts). */
export function useMay(permission: HrPermission): boolean {
  const role = useRole();
  return role !== undefined && roleMay(role, permission);
}

/**
 * A page only some roles may use: anyone else reached it by a typed or old link, and is told so
 * instead of being shown a form the API would refuse.
 */
export function RequirePermission({
  permission,
  titleKey,
  children,
}: {
  permission: HrPermission;
  /** The page's title, a key under `admin` (its <title> says the same). */
  titleKey: string;
  children: ReactNode;
}) {
  const t = useTranslations("admin");
  if (useMay(permission)) return children;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t(titleKey)}</PageHeading>
      <Alert tone="info" title={t("roles.notForYourRole")}>
        <TextLink href="/admin">{t("roles.backToEmployees")}</TextLink>
      </Alert>
    </div>
  );
}

/**
 * A role's name and what it may do, as the signed-in person and an invitee are shown theirs: an HR
 * role, or an operator's in the console (the door's roles).
 */
export function RoleSummary({ role }: { role: HrRole | OperatorRole }) {
  const t = useTranslations(`${useAccountDoor().name}.roles`);
  return (
    <span>
      <span className="font-semibold">{t(`names.${role}`)}</span>
      {" — "}
      {t(`descriptions.${role}`)}
    </span>
  );
}
