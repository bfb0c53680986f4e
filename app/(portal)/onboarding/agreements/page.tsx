import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { AgreementsList } from "@/components/onboarding/agreements-list";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "agreements" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

export default async function AgreementsPage() {
  const [, t] = await Promise.all([employeeOnStep("agreements"), translator()]);
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["agreements"]}>
        <AgreementsList />
      </PortalProviders>
    </StepPage>
  );
}
