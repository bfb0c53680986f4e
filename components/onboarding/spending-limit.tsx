"use client";

import { useLocale, useTranslations } from "use-intl";

import { useAtrSubmissions } from "@/hooks/use-onboarding";
import { formatCents } from "@/lib/domain/money";

/** "Your spending limit is $4,350.00": the latest income decision's limit, once it passed; nothing otherwise. */
export function SpendingLimit({ className = "text-lg font-semibold text-slate-900" }: { className?: string }) {
  const t = useTranslations("income");
  const locale = useLocale();
  const latest = useAtrSubmissions().data?.data[0];
  if (!latest?.passed) return null;
  return (
    <p className={className} data-testid="spending-limit">
      {t("limitNow", { limit: formatCents(latest.maxAllowableBalance, locale) })}
    </p>
  );
}
