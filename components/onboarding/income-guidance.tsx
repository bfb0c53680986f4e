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
      <GuideList
        heading={t("incomeHeading")}
        items={INCOME.map((item) => t(`income.${item}`))}
        note={t("incomeOptional")}
      />
      <GuideList
        heading={t("obligationsHeading")}
        items={OBLIGATIONS.map((item) => t(`obligations.${item}`))}
        note={t("obligationsNone")}
      />
    </Panel>
  );
}

/** One kind of money the guide lists: its heading, the items, and what to do when none applies. */
function GuideList({ heading, items, note }: { heading: string; items: string[]; note: string }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <ul className="mt-1 list-disc pl-6 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2 text-slate-800">{note}</p>
    </div>
  );
}
