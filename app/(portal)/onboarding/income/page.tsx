import Link from "next/link";

import { CardTermsList } from "@/components/onboarding/card/card-terms";
import { IncomeForm } from "@/components/onboarding/income-form";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { TitledSection } from "@/components/ui/titled-section";
import { employeeOnStep } from "@/lib/api/page-session";
import { serializeAtrSubmission } from "@/lib/api/serializers/atr";
import { requestLocale } from "@/lib/i18n/server";
import { listAtrSubmissions } from "@/lib/services/atr/list-atr-submissions";
import { listCards } from "@/lib/services/cards/list-cards";
import { loadPortalCardTerms } from "@/lib/services/portal/load-portal-card-terms";

export const generateMetadata = () => portalMetadata("income.title");

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * Income and the spending limit. Before the card, the income form and its decision, rendered on the
 * server with the decisions so far (no fetch before the content). Once the person
 * holds a card, read-only: the card's own terms (the limit and plan it was issued on), and a new
 * answer is a deliberate request for a higher limit on its own page (docs/payments-and-cards.md#a-new-limit),
 * so no answer given here can decline a card holder.
 */
export default async function IncomePage() {
  const { ctx, session, employerName } = await employeeOnStep("income");
  const [t, locale, cards] = await Promise.all([
    pageTranslator(),
    requestLocale(),
    listCards({ ctx, employeeId: session.employeeId }),
  ]);
  if (!cards.some((card) => card.closedAt === null)) {
    // The decisions so far, as the API gives them: the form and any result are in the first paint.
    const decisions = await listAtrSubmissions({ ctx, employeeId: session.employeeId });
    return (
      <StepPage title={t("income.title")} intro={t("income.intro")}>
        <PortalProviders namespaces={["income"]}>
          <IncomeForm initial={{ data: decisions.map(serializeAtrSubmission) }} />
        </PortalProviders>
      </StepPage>
    );
  }
  const terms = await loadPortalCardTerms({ ctx, employeeId: session.employeeId });
  return (
    <StepPage title={t("income.title")} intro={t("income.holder.intro")}>
      {terms ? <CardTermsList terms={terms.terms} employer={employerName ?? ""} locale={locale} t={t} /> : null}
      <TitledSection titleId="higher-limit-heading" title={t("income.holder.askTitle")}>
        <p className="text-slate-800">{t("income.holder.askBody")}</p>
        <p>
          <Link href="/onboarding/card/limit" className={LINK} data-testid="ask-higher-limit">
            {t("income.holder.ask")}
          </Link>
        </p>
      </TitledSection>
    </StepPage>
  );
}
