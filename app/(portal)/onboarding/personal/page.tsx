import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { PersonalForm } from "@/components/onboarding/personal-form";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "personal" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

export default async function PersonalPage() {
  const t = await translator();
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["personal"]}>
        <PersonalForm />
      </PortalProviders>
    </StepPage>
  );
}
