import { RepaymentStep } from "@/components/onboarding/repayment/repayment-step";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { serializeAtrSubmission } from "@/lib/api/serializers/atr";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { serializeOnboardingStatus } from "@/lib/api/serializers/onboarding-status";
import { serializePaymentMethod } from "@/lib/api/serializers/payment-method";
import { isSandbox } from "@/lib/env";
import { listAtrSubmissions } from "@/lib/services/atr/list-atr-submissions";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { getEmployerSettings } from "@/lib/services/employers/get-employer-settings";
import { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";
import { listPaymentMethods } from "@/lib/services/payment-methods/list-payment-methods";
import { LATEST_API_VERSION } from "@/lib/versions";

export const generateMetadata = () => portalMetadata("repayment.title");

/**
 * How the person repays, rendered on the server with the employer's repayment options, the
 * person, their status, saved methods and income decisions as the API gives them (no fetch before
 * the content; the browser keeps them fresh). Closed by a hard stop unless they hold a card.
 */
export default async function RepaymentPage() {
  const { ctx, session } = await employeeOnStep("repayment");
  const { employeeId } = session;
  const [t, { employer }, employee, status, methods, decisions] = await Promise.all([
    pageTranslator("repayment"),
    getEmployerSettings({ ctx }),
    getEmployeeOrThrow({ ctx, employeeId }),
    getOnboardingStatus({ ctx, employeeId }),
    listPaymentMethods({ ctx, employeeId }),
    listAtrSubmissions({ ctx, employeeId }),
  ]);
  return (
    <StepPage title={t("title")}>
      <PortalProviders namespaces={["repayment", "income.limitNow"]}>
        <RepaymentStep
          employer={{
            name: employer.name,
            payrollDeductionRepayment: employer.payrollDeductionRepayment,
            paymentMethodRepayment: employer.paymentMethodRepayment,
          }}
          initial={{
            employee: serializeEmployee(employee, LATEST_API_VERSION, { sandbox: isSandbox() }),
            status: serializeOnboardingStatus(status),
            paymentMethods: { data: methods.map(serializePaymentMethod) },
            decisions: { data: decisions.map(serializeAtrSubmission) },
          }}
        />
      </PortalProviders>
    </StepPage>
  );
}
