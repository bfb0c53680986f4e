"use client";

import { useTranslations } from "use-intl";

import { DetailsList } from "@/components/admin/resource/details-list";
import { OutcomeMessage } from "@/components/admin/resource/outcome";
import { Loaded } from "@/components/admin/resource/query-states";
import { When } from "@/components/admin/when";
import { BackLink } from "@/components/ui/back-link";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { usePartner } from "@/hooks/use-operator-partners";

import { useOperatorMay } from "../operator-role";
import { PartnerClients } from "./partner-clients";
import { PartnerEmployers } from "./partner-employers";
import { WebhookHealth } from "./webhook-health";

type Props = { partnerId: string; created: boolean };

/**
 * One partner (/operator/partners/[id]): its details, the employers it serves, its API clients and
 * its webhook endpoints' health, for every role; granting and withdrawing employers and making,
 * rotating and revoking clients for the owner and program roles.
 */
export function PartnerView({ partnerId, created }: Props) {
  const t = useTranslations("operator.partners");
  const partner = usePartner(partnerId);
  const mayWrite = useOperatorMay("partners.write");
  return (
    <div className="flex flex-col gap-10">
      <BackLink href="/operator/partners">{t("detail.back")}</BackLink>
      <Loaded query={partner} loading={t("detail.loading")}>
        {(data) => (
          <>
            <PageHeading>
              <span className="break-words">{data.name}</span>
            </PageHeading>
            <OutcomeMessage outcome={created ? { tone: "done", text: t("detail.created") } : undefined} />
            <TitledSection titleId="partner-details-title" title={t("detail.title")}>
              <div className="rounded-md border border-slate-300 bg-white p-4">
                <DetailsList
                  breakWords
                  details={[
                    [t("detail.contact"), data.contactEmail ?? t("noContact")],
                    [
                      t("detail.id"),
                      <code key="id" className="break-all">
                        {data.id}
                      </code>,
                    ],
                    [t("detail.createdAt"), <When key="created" iso={data.createdAt} />],
                  ]}
                />
              </div>
            </TitledSection>
            <PartnerEmployers partner={data} mayWrite={mayWrite} />
            <PartnerClients partner={data} mayWrite={mayWrite} />
            <WebhookHealth partner={data} />
          </>
        )}
      </Loaded>
    </div>
  );
}
