"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button, SubmitButton } from "@/components/ui/button";
import { useCardLimitPreview, useRaiseCardLimit } from "@/hooks/use-steps";
import { ApiProblem } from "@/lib/client/fetch-json";
import { formatCents } from "@/lib/domain/money";
import { readForm } from "@/lib/portal/form";
import { checkIncome, INCOME_FIELDS, incomeFieldFor, type IncomeField } from "@/lib/portal/income-answers";
import type { SubmitAtrInput } from "@/lib/schemas/atr";
import type { CardLimitPreviewResponse } from "@/lib/schemas/responses/card";

import { problemMessage, serverFieldErrors } from "../field-errors";
import { IncomeFields } from "../income-fields";
import { answerInputs, useFieldProblems } from "../use-field-problems";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

type Shown = { answer: SubmitAtrInput; preview: CardLimitPreviewResponse; shownAt: string };

/**
 * A request for a higher limit on the person's card (docs/payments-and-cards.md#a-new-limit): their
 * income answer, then what it would do — a higher limit to confirm, or the card as it is (a lower
 * answer never lowers or closes it) — then, once confirmed, the new limit. Each new state takes the
 * focus, since the control pressed is gone.
 */
export function LimitRequest({ cardId, locale }: { cardId: string; locale: string }) {
  const t = useTranslations();
  const previewLimit = useCardLimitPreview();
  const raise = useRaiseCardLimit();
  const [shown, setShown] = useState<Shown>();
  const [raisedTo, setRaisedTo] = useState<number>();
  const [formError, setFormError] = useState<string>();
  const { show, errorFor, summary } = useFieldProblems<IncomeField>(t, "income");
  const input = answerInputs({ annualIncome: "", monthlyObligations: "" }, errorFor);
  const result = useRef<HTMLHeadingElement>(null);
  const money = (cents: number) => formatCents(cents, locale);

  useEffect(() => {
    if (shown || raisedTo !== undefined) result.current?.focus();
  }, [shown, raisedTo]);

  async function onPreview(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkIncome(readForm(event.currentTarget, INCOME_FIELDS));
    if (!checked.ok) return show(checked.errors);
    try {
      const preview = await previewLimit.mutateAsync({ cardId, body: checked.value });
      show([]);
      setShown({ answer: checked.value, preview, shownAt: new Date().toISOString() });
    } catch (error) {
      const fields = serverFieldErrors(error, incomeFieldFor);
      show(fields);
      if (fields.length === 0) setFormError(problemMessage(t, error));
    }
  }

  async function onConfirm() {
    if (!shown?.preview.proposedCreditLimit) return;
    setFormError(undefined);
    try {
      const card = await raise.mutateAsync({
        cardId,
        body: { ...shown.answer, expectedCreditLimit: shown.preview.proposedCreditLimit, shownAt: shown.shownAt },
      });
      setRaisedTo(card.terms?.creditLimit ?? shown.preview.proposedCreditLimit);
      setShown(undefined);
    } catch (error) {
      // The program's terms changed since the preview, or the answer no longer raises: ask again.
      const stale =
        error instanceof ApiProblem && (error.code === "limit_changed" || error.code === "limit_not_raised");
      setFormError(stale ? t("limit.stale") : problemMessage(t, error));
      setShown(undefined);
    }
  }

  if (raisedTo !== undefined) {
    return (
      <section aria-labelledby="limit-result" className="flex flex-col gap-3">
        <h2 id="limit-result" ref={result} tabIndex={-1} className="text-xl font-bold text-green-900 outline-none">
          {t("limit.raised", { limit: money(raisedTo) })}
        </h2>
        <p>{t("limit.raisedBody")}</p>
        <p>
          <Link href="/onboarding/card" className={LINK}>
            {t("limit.backToCard")}
          </Link>
        </p>
      </section>
    );
  }

  if (shown) {
    const { creditLimit, proposedCreditLimit, outcome } = shown.preview;
    const current = creditLimit === null ? null : money(creditLimit);
    return (
      <section aria-labelledby="limit-result" className="flex flex-col gap-4" data-testid="limit-preview">
        <h2 id="limit-result" ref={result} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {outcome === "raise" && proposedCreditLimit !== null
            ? current === null
              ? t("limit.wouldBe", { limit: money(proposedCreditLimit) })
              : t("limit.wouldRaise", { from: current, to: money(proposedCreditLimit) })
            : t("limit.staysTitle", { limit: current ?? "" })}
        </h2>
        {outcome === "raise" ? (
          <>
            <p>{t("limit.confirmHint")}</p>
            <div className="flex flex-wrap items-center gap-4">
              <Button onClick={onConfirm} disabled={raise.isPending}>
                {t("limit.confirm")}
              </Button>
              <Button variant="secondary" onClick={() => setShown(undefined)}>
                {t("limit.changeAnswer")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>{t(proposedCreditLimit === null ? "limit.staysDeclined" : "limit.staysLower")}</p>
            <p>
              <Link href="/onboarding/card" className={LINK}>
                {t("limit.backToCard")}
              </Link>
            </p>
          </>
        )}
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onPreview} className="flex flex-col gap-5">
      <IncomeFields summary={summary} formError={formError} input={input} />
      <SubmitButton pending={previewLimit.isPending} label={t("limit.preview")} pendingLabel={t("limit.previewing")} />
    </form>
  );
}
