import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { IncomeForm } from "@/components/onboarding/income-form";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "income" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

export default async function IncomePage() {
  const [, t] = await Promise.all([employeeOnStep("income"), translator()]);
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["income"]}>
        <IncomeForm />
      </PortalProviders>
    </StepPage>
  );
}
