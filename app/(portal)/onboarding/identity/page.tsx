import { IdentityPauseNote } from "@/components/onboarding/identity-pause-note";
import { IdentityStep } from "@/components/onboarding/identity/identity-step";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { pausedForIdentity } from "@/lib/portal/card-pause";
import { listCards } from "@/lib/services/cards/list-cards";
import { loadPortalHelp } from "@/lib/services/portal/load-portal-help";

export const generateMetadata = () => portalMetadata("identity.title");

export default async function IdentityPage() {
  const [{ ctx, session }, t] = await Promise.all([employeeOnStep("identity"), pageTranslator()]);
  const [help, cards] = await Promise.all([
    loadPortalHelp({ ctx, employeeId: session.employeeId }),
    listCards({ ctx, employeeId: session.employeeId }),
  ]);
  return (
    <StepPage title={t("identity.title")}>
      {pausedForIdentity(cards) ? <IdentityPauseNote t={t} /> : null}
      <PortalProviders namespaces={["identity", "hardStop"]}>
        <IdentityStep help={help} />
      </PortalProviders>
    </StepPage>
  );
}
