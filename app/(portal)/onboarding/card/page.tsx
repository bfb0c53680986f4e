import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { CardStep } from "@/components/onboarding/card/card-step";
import { CardTermsList } from "@/components/onboarding/card/card-terms";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import { loadPortalCardTerms } from "@/lib/services/portal/load-portal-card-terms";

async function translator() {
  const locale = await requestLocale();
  return { locale, t: createTranslator({ locale, messages: messagesFor(locale) as Messages }) };
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator()).t("card.title") };
}

/**
 * The card: the choice and the terms it is asked for on, then the card itself. The terms are
 * rendered here, on the server, from the same reading the card request checks; the page hands the
 * request the income decision they came from and when they were shown.
 */
export default async function CardPage() {
  const { ctx, ...signedIn } = await employeeOnStep("card");
  const [offered, { locale, t }] = await Promise.all([
    loadPortalCardTerms({ ctx, employeeId: signedIn.session.employeeId }),
    translator(),
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
          terms={terms("h2")}
          issuedTerms={terms("h3")}
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
