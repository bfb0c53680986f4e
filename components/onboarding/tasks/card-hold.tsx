import Link from "next/link";
import type { createTranslator } from "use-intl/core";

import { TitledSection } from "@/components/ui/titled-section";
import type { PortalTasks } from "@/lib/portal/page-data";

import { HelpSection } from "../help-section";

type T = ReturnType<typeof createTranslator>;

const CTA =
  "inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand-700 px-5 py-2.5 text-lg font-semibold text-white hover:bg-brand-900";
const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * After the card, when the program holds it (docs/program-rules.md): why it is paused, in plain
 * words; a payment method to add when repayment can no longer come from their pay; who can help.
 * The page's h1 says which (cardHold.title).
 */
export function CardHold({ hold, tasks, t }: { hold: NonNullable<PortalTasks["cardHold"]>; tasks: PortalTasks; t: T }) {
  const employer = tasks.employer.name;
  return (
    <>
      {hold.locks.map((reason) => (
        <p key={reason} className="text-lg text-slate-800">
          {t(`cardHold.locked.${reason}`, { employer })}
        </p>
      ))}
      {hold.repaymentMethodRequired ? (
        <TitledSection titleId="repay-heading" title={t("cardHold.repay.heading")}>
          <p className="text-slate-800">{t("cardHold.repay.body", { employer })}</p>
          <Link href="/onboarding/repayment" className={CTA}>
            {t("cardHold.repay.cta")}
          </Link>
        </TitledSection>
      ) : null}
      {hold.locks.length > 0 ? (
        <p>
          <Link href="/onboarding/card" className={LINK}>
            {t("cardHold.seeCard")}
          </Link>
        </p>
      ) : null}
      <HelpSection help={tasks} t={t}>
        <p className="text-slate-800">{t("cardHold.mistake", { employer })}</p>
      </HelpSection>
    </>
  );
}
