import { redirect } from "next/navigation";

import { LimitRequest } from "@/components/onboarding/card/limit-request";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { formatCents } from "@/lib/domain/money";
import { requestLocale } from "@/lib/i18n/server";
import { listCards } from "@/lib/services/cards/list-cards";

export const generateMetadata = () => portalMetadata("limit.title");

/**
 * A request for a higher limit on the person's live card: the limit now, then the answer, what it
 * would do, and the confirmation (components/onboarding/card/limit-request.tsx). Without a live card
 * there is no limit to raise: the income step is where a limit comes from.
 */
export default async function CardLimitPage() {
  const { ctx, session } = await employeeOnStep("card");
  const [t, locale, cards] = await Promise.all([
    pageTranslator(),
    requestLocale(),
    listCards({ ctx, employeeId: session.employeeId }),
  ]);
  const live = cards.find((card) => card.closedAt === null);
  if (!live) redirect("/onboarding/income");
  const limit = live.terms?.creditLimitCents;
  return (
    <StepPage title={t("limit.title")} intro={t("limit.intro")}>
      {limit === undefined ? null : (
        <p className="text-lg text-slate-800" data-testid="limit-now">
          {t("checklist.limit", { limit: formatCents(limit, locale) })}
        </p>
      )}
      <PortalProviders namespaces={["limit", "income"]}>
        <LimitRequest cardId={live.id} locale={locale} />
      </PortalProviders>
    </StepPage>
  );
}
