import { AgreementsList } from "@/components/onboarding/agreements-list";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { serializeAgreement } from "@/lib/api/serializers/agreement";
import { requestLocale } from "@/lib/i18n/server";
import { listAgreements } from "@/lib/services/agreements/list-agreements";

export const generateMetadata = () => portalMetadata("agreements.title");

/**
 * The agreements, rendered on the server with their texts in the person's language (through the
 * same use case as the API), so they are there at first paint.
 */
export default async function AgreementsPage() {
  const [{ ctx, session }, t, locale] = await Promise.all([
    employeeOnStep("agreements"),
    pageTranslator("agreements"),
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
