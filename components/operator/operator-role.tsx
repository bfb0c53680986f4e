"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { operatorRoleMay, type OperatorPermission, type OperatorRole } from "@/lib/domain/operator/operator-roles";

// The signed-in operator's role, read with the session by the console's guarded layout: pages and
// the navigation offer only what the role may do (OPERATOR_PERMISSIONS). The API still decides
// every call.
const OperatorRoleContext = createContext<OperatorRole | undefined>(undefined);

export function OperatorRoleProvider({ role, children }: { role: OperatorRole; children: ReactNode }) {
  return <OperatorRoleContext.Provider value={role}>{children}</OperatorRoleContext.Provider>;
}

/** The signed-in operator's role; outside the guarded shell (sign-in, join, enrol) there is none. */
export const useOperatorRole = (): OperatorRole | undefined => useContext(OperatorRoleContext);

/** Whether the signed-in operator's role holds the permission; outside the guarded shell, nothing does. */
export function useOperatorMay(permission: OperatorPermission): boolean {
  const role = useOperatorRole();
  return role !== undefined && operatorRoleMay(role, permission);
}

/**
 * A console page only some roles may use: anyone else reached it by a typed or old link, and is
 * told so (in the page's own words) instead of being shown what the API would refuse.
 */
export function RequireOperatorPermission({
  permission,
  title,
  refusal,
  children,
}: {
  permission: OperatorPermission;
  /** The page's h1, as its <title> says it. */
  title: string;
  /** Why this role sees nothing here. */
  refusal: string;
  children: ReactNode;
}) {
  const t = useTranslations("operator");
  if (useOperatorMay(permission)) return children;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{title}</PageHeading>
      <Alert tone="info" title={refusal}>
        <TextLink href="/operator">{t("nav.home")}</TextLink>
      </Alert>
    </div>
  );
}
