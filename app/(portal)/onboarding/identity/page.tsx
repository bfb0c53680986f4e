import { IdentityStep } from "@/components/onboarding/identity/identity-step";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { loadPortalHelp } from "@/lib/services/portal/load-portal-help";

export const generateMetadata = () => portalMetadata("identity.title");

export default async function IdentityPage() {
  const [{ ctx, session }, t] = await Promise.all([employeeOnStep("identity"), pageTranslator("identity")]);
  const help = await loadPortalHelp({ ctx, employeeId: session.employeeId });
  return (
    <StepPage title={t("title")}>
      <PortalProviders namespaces={["identity", "hardStop"]}>
        <IdentityStep help={help} />
      </PortalProviders>
    </StepPage>
  );
}
