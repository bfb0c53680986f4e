import { RepaymentStep } from "@/components/onboarding/repayment/repayment-step";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";

export const generateMetadata = () => portalMetadata("repayment.title");

export default async function RepaymentPage() {
  const [, t] = await Promise.all([employeeOnStep("repayment"), pageTranslator("repayment")]);
  return (
    <StepPage title={t("title")}>
      <PortalProviders namespaces={["repayment", "income.limitNow"]}>
        <RepaymentStep />
      </PortalProviders>
    </StepPage>
  );
}
