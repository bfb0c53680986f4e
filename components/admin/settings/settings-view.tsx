"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";

import { HrContactForm } from "./hr-contact-form";

/** The employer's settings HR admins keep: for now, who employees contact. */
export function SettingsView() {
  const t = useTranslations("admin.settings");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading
        intro={
          <p>
            {t("intro")} <TextLink href="/admin/security">{t("securityLink")}</TextLink>
          </p>
        }
      >
        {t("title")}
      </PageHeading>
      <HrContactForm />
    </div>
  );
}
