"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { PageHeading } from "../page-heading";
import { ClientList } from "./client-list";
import { CreateClientForm } from "./create-client-form";
import { OnceSecret, type IssuedSecret } from "./once-secret";

/** The employer's API clients: create one, rotate its secret, revoke it. */
export function ApiClientsView() {
  const t = useTranslations("admin.apiClients");
  // Held in memory only, until HR says it is stored: the API never shows a secret twice.
  const [issued, setIssued] = useState<IssuedSecret>();

  function stored() {
    const clientId = issued?.clientId;
    setIssued(undefined);
    // Back to the client the secret belongs to, now that the panel that had focus is gone.
    requestAnimationFrame(() => document.getElementById(`client-${clientId}-name`)?.focus());
  }

  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {issued ? <OnceSecret key={issued.clientSecret} issued={issued} onStored={stored} /> : null}
      <CreateClientForm onCreated={setIssued} />
      <ClientList onRotated={setIssued} />
    </div>
  );
}
