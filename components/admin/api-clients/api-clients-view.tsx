"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "../page-heading";
import { useOnceShown } from "../resource/use-once-shown";
import { clientTitleId } from "./client-card";
import { ClientList } from "./client-list";
import { CreateClientForm } from "./create-client-form";
import { OnceSecret, type IssuedSecret } from "./once-secret";

/** The employer's API clients: create one, rotate its secret, revoke it. */
export function ApiClientsView() {
  const t = useTranslations("admin.apiClients");
  const { issued, show, stored } = useOnceShown<IssuedSecret>((secret) => clientTitleId(secret?.clientId));
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {issued ? <OnceSecret key={issued.clientSecret} issued={issued} onStored={stored} /> : null}
      <CreateClientForm onCreated={show} />
      <ClientList onRotated={show} />
    </div>
  );
}
