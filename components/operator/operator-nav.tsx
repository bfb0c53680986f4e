"use client";

import { useTranslations } from "use-intl";

import { AreaNav } from "@/components/admin/area-nav";

/** The console's navigation: what it holds so far, for every role. */
export function OperatorNav() {
  const t = useTranslations("operator.nav");
  return (
    <AreaNav
      label={t("label")}
      items={[
        { href: "/operator", text: t("home") },
        { href: "/operator/account", text: t("account") },
      ]}
    />
  );
}
