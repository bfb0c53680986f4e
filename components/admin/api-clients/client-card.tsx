"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { ApiClient } from "@/lib/schemas/responses/admin";

import { When } from "../when";
import { ClientActions, type CardMessage } from "./client-actions";
import type { IssuedSecret } from "./once-secret";

/** One API client: who it is, how to recognise its secret, and what can be done with it. */
export function ClientCard({ client, onRotated }: { client: ApiClient; onRotated: (issued: IssuedSecret) => void }) {
  const t = useTranslations("admin.apiClients.list");
  const titleId = `client-${client.id}-name`;
  const [message, setMessage] = useState<CardMessage>();
  const details: Array<[string, React.ReactNode]> = [
    [
      t("clientId"),
      <code key="id" className="break-all">
        {client.id}
      </code>,
    ],
    [t("secret"), t("endingIn", { lastFour: client.secretLastFour })],
    [t("apiVersion"), client.pinnedApiVersion ?? t("notPinned")],
    [t("created"), <When key="created" iso={client.createdAt} withTime={false} />],
    [
      t("status"),
      client.revokedAt ? (
        <RevokedOn key="status" iso={client.revokedAt} />
      ) : (
        <span key="status" className="font-semibold text-green-800">
          {t("active")}
        </span>
      ),
    ],
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
      <h3 id={titleId} tabIndex={-1} className="break-words text-lg font-bold text-slate-900 outline-none">
        {client.name}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="mb-2 min-w-0 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Always present, so the outcome of a rotate or revoke is announced. */}
      <p
        role="status"
        className={message?.tone === "failed" ? "font-semibold text-red-700" : "font-medium text-green-800"}
      >
        {message?.text ?? ""}
      </p>
      {client.revokedAt ? null : <ClientActions client={client} onRotated={onRotated} onMessage={setMessage} />}
    </section>
  );
}

function RevokedOn({ iso }: { iso: string }) {
  const t = useTranslations("admin.apiClients.list");
  return (
    <span className="font-semibold text-red-700">
      {t("revoked")} <When iso={iso} />
    </span>
  );
}
