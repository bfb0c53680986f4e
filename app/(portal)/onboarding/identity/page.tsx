import type { Metadata } from "next";
import { createTranslator } from "use-intl/core";

import { IdentityStep } from "@/components/onboarding/identity/identity-step";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import type stepMessages from "@/messages/en/steps.json";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as typeof stepMessages, namespace: "identity" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

export default async function IdentityPage() {
  const [, t] = await Promise.all([employeeOnStep("identity"), translator()]);
  return (
    <StepPage title={t("title")}>
      <PortalProviders namespaces={["identity"]}>
        <IdentityStep />
      </PortalProviders>
    </StepPage>
  );
}
