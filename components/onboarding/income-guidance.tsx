import { useTranslations } from "use-intl";

import { Panel } from "@/components/ui/panel";

const INCOME = [
  "salary",
  "socialSecurity",
  "retirement",
  "welfare",
  "alimony",
  "childSupport",
  "separateMaintenance",
  "savings",
  "investments",
] as const;
const OBLIGATIONS = ["loans", "mortgage", "rent", "utilities"] as const;

/** What to count, as Regulation Z's commentary lists it (docs/atr.md). */
export function IncomeGuidance() {
  const t = useTranslations("income.guide");
  return (
    <Panel
      titleId="income-guide-heading"
      title={t("heading")}
      titleClassName="text-lg font-bold text-slate-900"
      gap="gap-4"
      className="sm:p-5"
    >
      <div>
        <h3 className="font-semibold text-slate-900">{t("incomeHeading")}</h3>
        <ul className="mt-1 list-disc pl-6 text-slate-800">
          {INCOME.map((item) => (
            <li key={item}>{t(`income.${item}`)}</li>
          ))}
        </ul>
        <p className="mt-2 text-slate-800">{t("incomeOptional")}</p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t("obligationsHeading")}</h3>
        <ul className="mt-1 list-disc pl-6 text-slate-800">
          {OBLIGATIONS.map((item) => (
            <li key={item}>{t(`obligations.${item}`)}</li>
          ))}
        </ul>
        <p className="mt-2 text-slate-800">{t("obligationsNone")}</p>
      </div>
    </Panel>
  );
}
