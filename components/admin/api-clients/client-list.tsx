"use client";

import { useTranslations } from "use-intl";

import { useApiClients } from "@/hooks/use-admin-api-clients";

import { AdminQueryProblem } from "../query-problem";
import { ClientCard } from "./client-card";
import type { IssuedSecret } from "./once-secret";

export function ClientList({ onRotated }: { onRotated: (issued: IssuedSecret) => void }) {
  const t = useTranslations("admin.apiClients");
  const clients = useApiClients();
  return (
    <section aria-labelledby="client-list-title" className="flex flex-col gap-4">
      <h2 id="client-list-title" className="text-xl font-bold text-slate-900">
        {t("list.title")}
      </h2>
      {clients.isPending ? (
        <p role="status">{t("list.loading")}</p>
      ) : clients.isError ? (
        <AdminQueryProblem error={clients.error} onRetry={() => void clients.refetch()} />
      ) : clients.data.data.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {clients.data.data.map((client) => (
            <li key={client.id}>
              <ClientCard client={client} onRotated={onRotated} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
