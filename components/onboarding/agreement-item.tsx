"use client";

import { useEffect, useRef, useState } from "react";
import { useFormatter, useLocale, useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAcceptAgreement } from "@/hooks/use-onboarding";
import { invalidatePortalQueries } from "@/hooks/use-portal-query";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { AgreementResponse as Agreement } from "@/lib/schemas/responses/agreement";

import { problemMessage } from "./field-errors";

type Notice = { tone: "warning" | "error"; text: string };

type Props = {
  agreement: Agreement;
  /** Accepting it completes the step: the list's "continue" panel takes focus instead. */
  completesStep: boolean;
  onAccepted: () => void;
};

export function AgreementItem({ agreement, completesStep, onAccepted }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const accept = useAcceptAgreement();
  const [notice, setNotice] = useState<Notice>();
  const [justAccepted, setJustAccepted] = useState(false);
  const acceptedRef = useRef<HTMLParagraphElement>(null);
  const title = agreement.title ?? t("agreements.untitled");
  const titleId = `agreement-${agreement.id}`;

  // The button disappears once accepted; focus goes to the sentence that replaces it.
  useEffect(() => {
    if (justAccepted && agreement.acceptedOn) acceptedRef.current?.focus();
  }, [justAccepted, agreement.acceptedOn]);

  async function onAccept() {
    setNotice(undefined);
    try {
      await accept.mutateAsync({ agreementId: agreement.id, agreementTag: agreement.tag });
      setJustAccepted(!completesStep);
      onAccepted();
    } catch (error) {
      if (error instanceof ApiProblem && error.code === "agreement_version_outdated") {
        // Someone published a new version while this one was on screen: show the new text.
        await invalidatePortalQueries(["portal", "agreements"]);
        setNotice({ tone: "warning", text: t("agreements.outdated") });
        return;
      }
      setNotice({ tone: "error", text: problemMessage(t, error) });
    }
  }

  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 sm:p-5">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className={`rounded px-2 py-0.5 font-semibold ${agreement.required ? "bg-amber-100 text-amber-950" : "bg-slate-200 text-slate-900"}`}>
            {agreement.required ? t("agreements.required") : t("agreements.optional")}
          </span>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">{t("agreements.version", { tag: agreement.tag })}</span>
        </p>
        {agreement.text && agreement.language && agreement.language !== locale ? <p className="text-sm text-slate-700">{t("agreements.englishOnly")}</p> : null}
        <div
          role="region"
          aria-label={t("agreements.textLabel", { title })}
          tabIndex={0}
          lang={agreement.language ?? undefined}
          className="max-h-72 overflow-y-auto whitespace-pre-line break-words rounded-md border border-slate-400 bg-slate-50 p-4 text-slate-900"
        >
          {agreement.text ?? t("agreements.noText")}
        </div>
        {agreement.acceptedOn ? (
          <p ref={acceptedRef} tabIndex={-1} className="font-semibold text-green-800 outline-none">
            <span aria-hidden="true">✓ </span>
            {t("agreements.accepted", { date: format.dateTime(new Date(agreement.acceptedOn), { dateStyle: "long", timeStyle: "short", timeZone: localTimeZone() }) })}
          </p>
        ) : (
          <>
            <p className="text-slate-800">
              {agreement.previouslyAcceptedTag ? t("agreements.newVersion", { tag: agreement.previouslyAcceptedTag }) : t("agreements.notAccepted")}
            </p>
            {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
            <Button onClick={onAccept} disabled={accept.isPending} className="self-start">
              {accept.isPending ? t("agreements.accepting") : t("agreements.accept")}
              <span className="sr-only">{`: ${title}`}</span>
            </Button>
          </>
        )}
      </article>
    </li>
  );
}

// Shown only after the client has fetched it, so the browser's zone cannot cause a hydration mismatch.
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
