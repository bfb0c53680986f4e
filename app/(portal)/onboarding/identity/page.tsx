import { IdentityStep } from "@/components/onboarding/identity/identity-step";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";

export const generateMetadata = () => portalMetadata("identity.title");

export default async function IdentityPage() {
  const [, t] = await Promise.all([employeeOnStep("identity"), pageTranslator("identity")]);
  return (
    <StepPage title={t("title")}>
      <PortalProviders namespaces={["identity"]}>
        <IdentityStep />
      </PortalProviders>
    </StepPage>
  );
}
