"use client";

import { useLocale, useTranslations } from "use-intl";

import { StatusIcon } from "@/components/ui/status-icon";
import type { AgreementResponse as Agreement } from "@/lib/schemas/responses/agreement";

import { useAcceptedDate } from "./accepted-date";
import { AgreementText } from "./agreement-text";

/**
 * One required agreement to read: its title, its text in a scrollable region, and once accepted
 * the plain date it was accepted on. Accepting happens once for all of them, below the list.
 */
export function AgreementItem({ agreement }: { agreement: Agreement }) {
  const t = useTranslations("agreements");
  const locale = useLocale();
  const acceptedDate = useAcceptedDate();
  const title = agreement.title ?? t("untitled");
  const titleId = `agreement-${agreement.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 sm:p-5"
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {agreement.previouslyAcceptedTag && !agreement.acceptedOn ? (
          <p className="font-semibold text-slate-900">{t("changed")}</p>
        ) : null}
        {agreement.text && agreement.language && agreement.language !== locale ? (
          <p className="text-sm text-slate-700">{t("englishOnly")}</p>
        ) : null}
        <AgreementText label={t("textLabel", { title })} lang={agreement.language ?? undefined}>
          {agreement.text ?? t("noText")}
        </AgreementText>
        {agreement.acceptedOn ? (
          <p className="flex items-center gap-2 font-semibold text-green-800">
            <StatusIcon status="fulfilled" className="size-5" />
            {agreement.acceptedTag && agreement.acceptedTag !== agreement.tag
              ? t("acceptedEarlier", { date: acceptedDate(agreement.acceptedOn) })
              : t("accepted", { date: acceptedDate(agreement.acceptedOn) })}
          </p>
        ) : null}
      </article>
    </li>
  );
}
