import type { Metadata } from "next";
import { createTranslator } from "use-intl/core";

import { RepaymentStep } from "@/components/onboarding/repayment/repayment-step";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import type stepMessages from "@/messages/en/steps.json";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as typeof stepMessages, namespace: "repayment" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

export default async function RepaymentPage() {
  const [, t] = await Promise.all([employeeOnStep("repayment"), translator()]);
  return (
    <StepPage title={t("title")}>
      <PortalProviders namespaces={["repayment", "income.limitNow"]}>
        <RepaymentStep />
      </PortalProviders>
    </StepPage>
  );
}
