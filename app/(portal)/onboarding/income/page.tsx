import { IncomeForm } from "@/components/onboarding/income-form";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";

export const generateMetadata = () => portalMetadata("income.title");

export default async function IncomePage() {
  const [, t] = await Promise.all([employeeOnStep("income"), pageTranslator("income")]);
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["income"]}>
        <IncomeForm />
      </PortalProviders>
    </StepPage>
  );
}
