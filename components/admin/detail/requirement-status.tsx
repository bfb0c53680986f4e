"use client";

import { useTranslations } from "use-intl";

import type { Requirement } from "@/lib/domain/requirements";

const STYLES: Record<Requirement["status"], { mark: string; className: string }> = {
  fulfilled: { mark: "✓", className: "bg-green-50 text-green-800 border-green-700" },
  missing: { mark: "○", className: "bg-white text-slate-800 border-slate-500" },
  invalid: { mark: "!", className: "bg-amber-50 text-amber-900 border-amber-700" },
  pending: { mark: "…", className: "bg-brand-50 text-brand-900 border-brand-700" },
  failed: { mark: "✗", className: "bg-red-50 text-red-800 border-red-700" },
  blocked: { mark: "⏸", className: "bg-slate-100 text-slate-800 border-slate-500" },
};

/** The state in words; the mark and colour only repeat it. */
export function RequirementStatus({ status }: { status: Requirement["status"] }) {
  const t = useTranslations("admin.statuses");
  const style = STYLES[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded border px-2 py-0.5 text-sm font-semibold ${style.className}`}>
      <span aria-hidden="true">{style.mark}</span>
      {t(status)}
    </span>
  );
}
