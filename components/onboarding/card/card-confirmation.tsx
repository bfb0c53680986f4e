"use client";

import { useEffect, useRef } from "react";
import { useFormatter, useTranslations } from "use-intl";

import { nextSteps, type NextStep } from "@/lib/portal/card-next";
import type { CardResponse as Card } from "@/lib/schemas/responses/card";

/**
 * GOV.UK's confirmation panel for the issued card: it is ready, the terms it was asked for on
 * (rendered on the server), and what happens next — the virtual card now, the physical card's way
 * to the person and when to activate it.
 */
export function CardConfirmation({
  card,
  terms,
  autoFocus = false,
}: {
  card: Card;
  terms: React.ReactNode;
  /** Just issued on this page: focus moves here, to the result of "Get my card". */
  autoFocus?: boolean;
}) {
  const t = useTranslations("card.confirmation");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  const format = useFormatter();
  const date = (timestamp: string) => format.dateTime(new Date(timestamp), { dateStyle: "long", timeZone: "UTC" });
  const say = (step: NextStep): string => {
    if (step.kind === "physical_mailed")
      return step.shippedAt ? t("physical_mailed", { date: date(step.shippedAt) }) : t("physical_mailedNoDate");
    if (step.kind === "physical_delivered")
      return step.deliveredAt
        ? t("physical_delivered", { date: date(step.deliveredAt) })
        : t("physical_deliveredNoDate");
    return t(step.kind);
  };
  // A locked card is not "ready": the panel says it is locked, in amber, until every lock is lifted.
  return (
    <section
      aria-labelledby="card-confirmation-title"
      className={`flex flex-col gap-3 rounded-md border-l-4 p-4 sm:p-5 ${card.locked ? "border-amber-600 bg-amber-50" : "border-green-700 bg-green-50"}`}
      data-testid="card-confirmation"
    >
      <h2
        id="card-confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        {t(card.locked ? "lockedTitle" : "title")}
      </h2>
      {terms}
      <h3 className="font-semibold text-slate-900">{t("nextHeading")}</h3>
      <ul className="list-disc pl-6 text-slate-800" data-testid="card-next-steps">
        {nextSteps(card).map((step) => (
          <li key={step.kind}>{say(step)}</li>
        ))}
      </ul>
    </section>
  );
}
