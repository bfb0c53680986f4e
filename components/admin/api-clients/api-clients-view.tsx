"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { useApiClients } from "@/hooks/use-admin-api-clients";

import { ResourceList } from "../resource/resource-list";
import { useOnceShown } from "../resource/use-once-shown";
import { ClientCard, clientTitleId } from "./client-card";
import { CreateClientForm } from "./create-client-form";
import { OnceSecret, type IssuedSecret } from "./once-secret";

/** The employer's API clients: create one, rotate its secret, revoke it. */
export function ApiClientsView() {
  const t = useTranslations("admin.apiClients");
  const { issued, show, stored } = useOnceShown<IssuedSecret>((secret) => clientTitleId(secret?.clientId));
  const clients = useApiClients();
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {issued ? <OnceSecret key={issued.clientSecret} issued={issued} onStored={stored} /> : null}
      <CreateClientForm onCreated={show} />
      <ResourceList titleId="client-list-title" messages="admin.apiClients.list" query={clients}>
        {(client) => <ClientCard client={client} onRotated={show} />}
      </ResourceList>
    </div>
  );
}
