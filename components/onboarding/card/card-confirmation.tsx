"use client";

import { useFormatter, useTranslations } from "use-intl";

import { nextSteps, type NextStep } from "@/lib/portal/card-next";
import type { CardResponse as Card } from "@/lib/schemas/responses/card";

/**
 * GOV.UK's confirmation panel for the issued card: it is ready, the terms it was asked for on
 * (rendered on the server), and what happens next — the virtual card now, the physical card's way
 * to the person and when to activate it.
 */
export function CardConfirmation({ card, terms }: { card: Card; terms: React.ReactNode }) {
  const t = useTranslations("card.confirmation");
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
  return (
    <section
      aria-labelledby="card-confirmation-title"
      className="flex flex-col gap-3 rounded-md border-l-4 border-green-700 bg-green-50 p-4 sm:p-5"
    >
      <h2 id="card-confirmation-title" className="text-2xl font-bold text-slate-900">
        {t("title")}
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
