"use client";

import { useLocale, useTranslations } from "use-intl";

import { useAtrSubmissions } from "@/hooks/use-onboarding";
import { formatCents } from "@/lib/domain/money";
import type { AtrSubmissionListResponse } from "@/lib/schemas/responses/atr";

/**
 * "Your spending limit is $4,350.00": the latest income decision's limit, once it passed; nothing
 * otherwise. `initial`: the decisions the server rendered the page with.
 */
export function SpendingLimit({
  className = "text-lg font-semibold text-slate-900",
  initial,
}: {
  className?: string;
  initial?: AtrSubmissionListResponse;
}) {
  const t = useTranslations("income");
  const locale = useLocale();
  const latest = useAtrSubmissions(initial).data?.data[0];
  if (!latest?.passed) return null;
  return (
    <p className={className} data-testid="spending-limit">
      {t("limitNow", { limit: formatCents(latest.maxAllowableBalance, locale) })}
    </p>
  );
}
