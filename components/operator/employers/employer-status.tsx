"use client";

import { useTranslations } from "use-intl";

import type { EmployerStatusValue } from "@/lib/schemas/responses/operator-console";

/** An employer's status in words; anything but active in red. */
export function EmployerStatus({ status }: { status: EmployerStatusValue }) {
  const t = useTranslations("operator.employers.status");
  return (
    <span className={`font-semibold ${status === "active" ? "text-green-800" : "text-red-700"}`}>{t(status)}</span>
  );
}
