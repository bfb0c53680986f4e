"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button, SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { StatusIcon } from "@/components/ui/status-icon";
import { useAcceptAgreements, useGoToNextTask, useWithdrawAgreement } from "@/hooks/use-onboarding";
import { ApiProblem } from "@/lib/client/fetch-json";
import { acceptancesFor } from "@/lib/portal/agreements";
import type { AgreementResponse as Agreement } from "@/lib/schemas/responses/agreement";

import { useAcceptedDate } from "./accepted-date";
import { problemMessage } from "./field-errors";

type Notice = { tone: "success" | "warning" | "error"; text: string };

/**
 * "Accept and continue" for every required agreement at once, then on to the next task. Each
 * optional agreement (product e-mails) is an unticked box of its own: accepted only when ticked,
 * never with the legal consents; once the required ones stand, a ticked box is saved on its own.
 */
export function AgreementsForm({ list, requiredOpen }: { list: Agreement[]; requiredOpen: boolean }) {
  const t = useTranslations();
  const format = useFormatter();
  const acceptedDate = useAcceptedDate();
  const accept = useAcceptAgreements();
  const withdraw = useWithdrawAgreement();
  const goToNextTask = useGoToNextTask();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice>();
  const optional = list.filter((agreement) => !agreement.required);
  const optionalOpen = optional.some((agreement) => agreement.acceptedOn === null);
  if (!requiredOpen && optional.length === 0) return null;
  const titleOf = (agreement: Agreement) => agreement.title ?? t("agreements.untitled");

  function toggle(id: string, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    const acceptances = acceptancesFor(list, ticked);
    if (acceptances.length === 0) return setNotice({ tone: "warning", text: t("agreements.optionalNothing") });
    try {
      await accept.mutateAsync(acceptances);
      if (requiredOpen) return await goToNextTask("agreements");
      setTicked(new Set());
      setNotice({ tone: "success", text: t("agreements.optionalSaved") });
    } catch (error) {
      // Someone published a new version while this one was on screen: the list shows the new text.
      if (error instanceof ApiProblem && error.code === "agreement_version_outdated")
        return setNotice({ tone: "warning", text: t("agreements.outdated") });
      setNotice({ tone: "error", text: problemMessage(t, error) });
    }
  }

  // Consent is withdrawn as easily as it was given: one button beside the "you said yes" line.
  async function onWithdraw(agreement: Agreement) {
    setNotice(undefined);
    try {
      await withdraw.mutateAsync(agreement.id);
      setNotice({ tone: "success", text: t("agreements.optionalWithdrawn", { title: titleOf(agreement) }) });
    } catch (error) {
      setNotice({ tone: "error", text: problemMessage(t, error) });
    }
  }

  const requiredTitles = list.filter((agreement) => agreement.required && agreement.acceptedOn === null).map(titleOf);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {optional.length > 0 ? (
        <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-slate-900">{t("agreements.optionalLegend")}</legend>
          <p className="text-slate-700">{t("agreements.optionalHint")}</p>
          {optional.map((agreement) =>
            agreement.acceptedOn ? (
              <div key={agreement.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-center gap-2 text-slate-900">
                  <StatusIcon status="fulfilled" className="size-5 text-green-800" />
                  {t("agreements.optionalAccepted", {
                    title: titleOf(agreement),
                    date: acceptedDate(agreement.acceptedOn),
                  })}
                </p>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={withdraw.isPending}
                  onClick={() => void onWithdraw(agreement)}
                  className="self-start"
                >
                  {withdraw.isPending ? t("agreements.optionalWithdrawing") : t("agreements.optionalWithdraw")}
                </Button>
              </div>
            ) : (
              <CheckboxField
                key={agreement.id}
                name={`optional-${agreement.id}`}
                label={titleOf(agreement)}
                hint={agreement.text ?? undefined}
                checked={ticked.has(agreement.id)}
                onChange={(event) => toggle(agreement.id, event.target.checked)}
              />
            ),
          )}
        </fieldset>
      ) : null}
      {requiredOpen ? (
        <p className="text-slate-800">
          {t("agreements.declaration", { agreements: format.list(requiredTitles, { type: "conjunction" }) })}
        </p>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {requiredOpen ? (
        <SubmitButton
          pending={accept.isPending}
          label={t("agreements.acceptAll")}
          pendingLabel={t("agreements.accepting")}
        />
      ) : optionalOpen ? (
        <Button type="submit" variant="secondary" disabled={accept.isPending} className="self-start">
          {accept.isPending ? t("agreements.accepting") : t("agreements.optionalSave")}
        </Button>
      ) : null}
    </form>
  );
}
