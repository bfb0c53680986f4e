"use client";

import { useTranslations } from "use-intl";

/** A check is running: the page polls and changes by itself when the outcome arrives. */
export function IdentityPending() {
  const t = useTranslations("identity.pending");
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-4">
      <p className="text-lg font-semibold text-slate-900">{t("title")}</p>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded bg-white">
        <div className="h-full w-1/3 rounded bg-brand-600 motion-safe:animate-pulse" />
      </div>
      <p>{t("body")}</p>
      <p>{t("leave")}</p>
    </div>
  );
}
