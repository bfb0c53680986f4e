"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { useSecuritySettings } from "@/hooks/use-security-settings";

import { Loaded } from "../resource/query-states";
import { SecurityForm } from "./security-form";

/** How the employer's HR people sign in (owners): a second factor for everyone, and single sign-on. */
export function SecurityView() {
  const t = useTranslations("admin.security");
  const settings = useSecuritySettings();
  return (
    <div className="flex flex-col gap-8">
      <PageHeading
        intro={
          <p>
            {t("intro")} <TextLink href="/admin/team">{t("teamLink")}</TextLink>
          </p>
        }
      >
        {t("title")}
      </PageHeading>
      <Loaded query={settings} loading={t("loading")}>
        {(stored) => <SecurityForm settings={stored} />}
      </Loaded>
    </div>
  );
}
