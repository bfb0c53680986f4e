"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";

import { HrContactForm } from "./hr-contact-form";

/** The employer's settings HR admins keep: for now, who employees contact. */
export function SettingsView() {
  const t = useTranslations("admin.settings");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading
        intro={
          <p>
            {t("intro")}{" "}
            <Link href="/admin/security" className="font-semibold text-brand-700 underline underline-offset-2">
              {t("securityLink")}
            </Link>
          </p>
        }
      >
        {t("title")}
      </PageHeading>
      <HrContactForm />
    </div>
  );
}
