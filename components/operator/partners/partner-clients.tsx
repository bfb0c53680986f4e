"use client";

import { useTranslations } from "use-intl";

import { OnceSecret, type IssuedSecret } from "@/components/admin/api-clients/once-secret";
import { useOnceShown } from "@/components/admin/resource/use-once-shown";
import { TitledSection } from "@/components/ui/titled-section";
import type { Partner } from "@/lib/schemas/responses/operator-partners";

import { CreatePartnerClientForm } from "./create-partner-client-form";
import { PartnerClientCard, partnerClientTitleId } from "./partner-client-card";

/**
 * The partner's API clients, each serving every employer granted to the partner; for the roles that
 * may, a new client, and rotating or revoking one. A new or rotated secret is held in memory only
 * and shown once, in HR's own panel, until the operator says it is stored.
 */
export function PartnerClients({ partner, mayWrite }: { partner: Partner; mayWrite: boolean }) {
  const t = useTranslations("operator.partners.clients");
  const { issued, show, stored } = useOnceShown<IssuedSecret>((secret) => partnerClientTitleId(secret?.clientId));
  return (
    <TitledSection titleId="partner-clients-title" title={t("title")} gap="gap-4">
      <p className="text-slate-700">{t("intro")}</p>
      {issued ? <OnceSecret key={issued.clientSecret} issued={issued} onStored={stored} /> : null}
      {partner.clients.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {partner.clients.map((client) => (
            <li key={client.id}>
              <PartnerClientCard partnerId={partner.id} client={client} mayWrite={mayWrite} onRotated={show} />
            </li>
          ))}
        </ul>
      )}
      {mayWrite ? <CreatePartnerClientForm partnerId={partner.id} onCreated={show} /> : null}
    </TitledSection>
  );
}
