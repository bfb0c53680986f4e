"use client";

import { useTranslations } from "use-intl";

import { AreaNav } from "@/components/admin/area-nav";

import { sectionsFor } from "./console-sections";
import { useOperatorRole } from "./operator-role";

/** The console's navigation: its home, then only the sections the signed-in operator's role may open. */
export function OperatorNav() {
  const t = useTranslations("operator.nav");
  const role = useOperatorRole();
  return (
    <AreaNav
      label={t("label")}
      menu={t("menu")}
      items={[
        { href: "/operator", text: t("home") },
        ...(role ? sectionsFor(role) : []).map((section) => ({ href: section.href, text: t(section.key) })),
      ]}
    />
  );
}
