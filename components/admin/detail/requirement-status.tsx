"use client";

import { useTranslations } from "use-intl";

import type { Requirement } from "@/lib/domain/onboarding/requirements";

import { StatusIcon } from "@/components/ui/status-icon";

const STYLES: Record<Requirement["status"], string> = {
  fulfilled: "bg-green-50 text-green-800 border-green-700",
  missing: "bg-white text-slate-800 border-slate-500",
  invalid: "bg-amber-50 text-amber-900 border-amber-700",
  pending: "bg-brand-50 text-brand-900 border-brand-700",
  failed: "bg-red-50 text-red-800 border-red-700",
  blocked: "bg-slate-100 text-slate-800 border-slate-500",
};

/** The state in words (`label` when the requirement has its own, as the credit decision does); the mark and colour only repeat it. */
export function RequirementStatus({ status, label }: { status: Requirement["status"]; label?: string }) {
  const t = useTranslations("admin.statuses");
  return (
    <span
      className={`inline-flex items-center gap-1 rounded border px-2 py-0.5 text-sm font-semibold ${STYLES[status]}`}
    >
      <StatusIcon status={status} />
      {label ?? t(status)}
    </span>
  );
}
