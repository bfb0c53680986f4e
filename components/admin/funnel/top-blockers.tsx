"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import type { FunnelStep } from "@/lib/schemas/responses/admin";

/** The requirements most employees are stuck on, each a link to exactly those employees. */
export function TopBlockers({ blockers }: { blockers: FunnelStep[] }) {
  const t = useTranslations("admin");
  return (
    <section aria-labelledby="blockers-title" className="flex flex-col gap-3">
      <h2 id="blockers-title" className="text-xl font-bold">
        {t("funnel.blockersTitle")}
      </h2>
      {blockers.length === 0 ? (
        <p>{t("funnel.noBlockers")}</p>
      ) : (
        <ol className="flex list-decimal flex-col gap-1 pl-6">
          {blockers.map((blocker) => (
            <li key={blocker.key}>
              <Link
                href={`/admin?${new URLSearchParams({ stuckOn: blocker.key }).toString()}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t("funnel.blocker", { title: t(`requirements.${blocker.key}`), count: blocker.unmet })}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
