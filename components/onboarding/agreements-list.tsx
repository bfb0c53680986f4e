"use client";

import { useLocale, useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { useAgreements } from "@/hooks/use-onboarding";
import { requiredAcceptedOn } from "@/lib/portal/agreements";
import type { AgreementListResponse as AgreementList } from "@/lib/schemas/responses/agreement";

import { useAcceptedDate } from "./accepted-date";
import { AgreementItem } from "./agreement-item";
import { AgreementsForm } from "./agreements-form";

/**
 * The program's agreements on one page, in the page's language: the required ones to read, then one
 * accept action for all of them; optional product e-mails are a box of their own, left unticked.
 * Rendered on the server with them (`initial`), kept fresh in the browser.
 */
export function AgreementsList({ initial }: { initial: AgreementList }) {
  const t = useTranslations("agreements");
  const locale = useLocale();
  // Always there: the server rendered the page with them, and a failed re-read keeps the last data.
  const list = (useAgreements(locale, initial).data ?? initial).data;
  const acceptedDate = useAcceptedDate();
  if (list.length === 0) return <p>{t("none")}</p>;
  const required = list.filter((agreement) => agreement.required);
  const acceptedOn = requiredAcceptedOn(list);

  return (
    <div className="flex flex-col gap-6">
      {acceptedOn ? (
        <ContinuePanel
          current="agreements"
          message={t("allDone", { date: acceptedDate(acceptedOn) })}
          autoFocus={false}
        />
      ) : null}
      {required.length > 0 ? (
        <ul className="flex flex-col gap-6">
          {required.map((agreement) => (
            <AgreementItem key={`${agreement.id}-${agreement.tag}`} agreement={agreement} />
          ))}
        </ul>
      ) : null}
      <AgreementsForm list={list} requiredOpen={required.length > 0 && acceptedOn === null} />
    </div>
  );
}
