import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { AgreementsList } from "@/components/onboarding/agreements-list";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { serializeAgreement } from "@/lib/api/serializers/agreement";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import { listAgreements } from "@/lib/services/agreements/list-agreements";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "agreements" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

/**
 * The agreements, rendered on the server with their texts in the person's language (through the
 * same use case as the API), so they are there at first paint.
 */
export default async function AgreementsPage() {
  const [{ ctx, session }, t, locale] = await Promise.all([
    employeeOnStep("agreements"),
    translator(),
    requestLocale(),
  ]);
  const views = await listAgreements({ ctx, employeeId: session.employeeId, language: locale });
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["agreements"]}>
        <AgreementsList initial={{ data: views.map(serializeAgreement) }} />
      </PortalProviders>
    </StepPage>
  );
}
