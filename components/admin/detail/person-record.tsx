"use client";

import { useTranslations } from "use-intl";

import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";

import { AgreementsSection } from "./agreements-section";
import { CardHistory } from "./card-history";
import { CardRequests } from "./card-requests";
import { CardsSection } from "./cards-section";
import { IdentitySection } from "./identity-section";
import { PaymentMethodsSection } from "./payment-methods-section";
import { Section } from "./section";
import { Timeline } from "./timeline";

/**
 * What a person's page shows of their record, the same on HR's page and on the console's (support
 * across employers): identity checks, payment methods, cards (with whatever actions the page's
 * reader may take, in `cardActions`), agreements and the timeline.
 */
export function PersonRecord({ detail, cardActions }: { detail: AdminEmployeeDetail; cardActions?: React.ReactNode }) {
  const t = useTranslations("admin.detail.sections");
  return (
    <>
      <Section id="identity" title={t("identity")}>
        <IdentitySection detail={detail} />
      </Section>
      <Section id="payment-methods" title={t("payment-methods")}>
        <PaymentMethodsSection methods={detail.paymentMethods} />
      </Section>
      <Section id="cards" title={t("cards")}>
        <CardRequests requests={detail.cardRequests} />
        <CardsSection cards={detail.cards} />
        {cardActions}
        <CardHistory changes={detail.cardChanges} />
      </Section>
      <Section id="agreements" title={t("agreements")}>
        <AgreementsSection acceptances={detail.agreementAcceptances} />
      </Section>
      <Section id="timeline" title={t("timeline")}>
        <Timeline events={detail.timeline} />
      </Section>
    </>
  );
}
