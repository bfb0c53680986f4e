"use client";

import { useTranslations } from "use-intl";

/** An employer's status in words, a suspended one in red. */
export function EmployerStatus({ status }: { status: "active" | "suspended" }) {
  const t = useTranslations("operator.employers.status");
  return (
    <span className={`font-semibold ${status === "active" ? "text-green-800" : "text-red-700"}`}>{t(status)}</span>
  );
}
