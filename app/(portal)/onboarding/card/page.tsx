import { CardStep } from "@/components/onboarding/card/card-step";
import { CardTermsList } from "@/components/onboarding/card/card-terms";
import { WalletHelp } from "@/components/onboarding/card/wallet-help";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { serializeCard } from "@/lib/api/serializers/card";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { serializeOnboardingStatus } from "@/lib/api/serializers/onboarding-status";
import { isSandbox } from "@/lib/env";
import { requestLocale } from "@/lib/i18n/server";
import { listCards } from "@/lib/services/cards/list-cards";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";
import { loadPortalCardTerms } from "@/lib/services/portal/load-portal-card-terms";
import { LATEST_API_VERSION } from "@/lib/versions";

export const generateMetadata = () => portalMetadata("card.title");

/**
 * The card: the choice and the terms it is asked for on, then the card itself, rendered on the
 * server with the status, the cards and the employee as the API gives them (the browser keeps them
 * fresh). The terms come from the same reading the card request checks; the page hands the request
 * the income decision they came from and when they were shown.
 */
export default async function CardPage() {
  const { ctx, ...signedIn } = await employeeOnStep("card");
  const { employeeId } = signedIn.session;
  const [offered, t, locale] = await Promise.all([
    loadPortalCardTerms({ ctx, employeeId }),
    pageTranslator(),
    requestLocale(),
  ]);
  const [status, cards, employee] = await Promise.all([
    getOnboardingStatus({ ctx, employeeId }),
    listCards({ ctx, employeeId }),
    getEmployeeOrThrow({ ctx, employeeId }),
  ]);
  const terms = (heading: "h2" | "h3") =>
    offered ? (
      <CardTermsList
        terms={offered.terms}
        employer={signedIn.employerName ?? ""}
        locale={locale}
        t={t}
        heading={heading}
      />
    ) : null;
  return (
    <StepPage title={t("card.title")}>
      <PortalProviders namespaces={["card"]}>
        <CardStep
          initial={{
            status: serializeOnboardingStatus(status),
            cards: { data: cards.map(serializeCard) },
            employee: serializeEmployee(employee, LATEST_API_VERSION, { sandbox: isSandbox() }),
          }}
          terms={terms("h2")}
          issuedTerms={terms("h3")}
          walletHelp={<WalletHelp t={t} />}
          confirm={
            offered && !offered.recorded
              ? { atrSubmissionId: offered.terms.atrSubmissionId, shownAt: new Date().toISOString() }
              : null
          }
        />
      </PortalProviders>
    </StepPage>
  );
}
