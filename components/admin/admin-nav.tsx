"use client";

import { useTranslations } from "use-intl";

import { roleMay, type HrPermission } from "@/lib/domain/hr/hr-roles";

import { AreaNav } from "./area-nav";
import { useRole } from "./role";

// Each link shows only to the roles that may use its page (lib/domain/hr/hr-roles.ts); the API still
// decides every call. Your own account is everyone's.
const ITEMS: ReadonlyArray<{ href: string; key: string; permission?: HrPermission }> = [
  { href: "/admin", key: "employees", permission: "employees.read" },
  { href: "/admin/funnel", key: "funnel", permission: "employees.read" },
  { href: "/admin/employees/new", key: "addEmployee", permission: "employees.write" },
  { href: "/admin/imports", key: "imports", permission: "imports.write" },
  { href: "/admin/sftp", key: "sftp", permission: "sftp.manage" },
  { href: "/admin/webhooks", key: "webhooks", permission: "webhooks.manage" },
  { href: "/admin/api-clients", key: "apiClients", permission: "api_clients.manage" },
  { href: "/admin/settings", key: "settings", permission: "settings.manage" },
  { href: "/admin/team", key: "team", permission: "team.manage" },
  { href: "/admin/security", key: "security", permission: "settings.manage" },
  { href: "/admin/audit", key: "audit", permission: "audit.read" },
  { href: "/admin/account", key: "account" },
];

export function AdminNav() {
  const t = useTranslations("admin.nav");
  const role = useRole();
  const items = ITEMS.filter((item) => !item.permission || (role !== undefined && roleMay(role, item.permission)));
  return (
    <AreaNav
      label={t("label")}
      menu={t("menu")}
      items={items.map((item) => ({ href: item.href, text: t(item.key) }))}
    />
  );
}
