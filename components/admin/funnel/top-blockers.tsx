"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import type { FunnelBlocker } from "@/lib/schemas/responses/admin-employees";

import { HrBadge } from "../employees/waiting-on-cell";

/** The table filtered to exactly the people one blocker counts (the same columns it was counted on). */
export function blockerHref(blocker: FunnelBlocker): string {
  const params = new URLSearchParams({ waitingOn: blocker.owner, stuckOn: blocker.requirement });
  if (blocker.owner === "hr") params.set("needsHrAction", String(blocker.needsHrAction));
  return `/admin?${params.toString()}`;
}

/**
 * Who the employees not yet complete are waiting on, each group a link to exactly those people:
 * what HR can fix first, then by count. A requirement only waiting for an earlier one is never a blocker.
 */
export function TopBlockers({ blockers }: { blockers: FunnelBlocker[] }) {
  const t = useTranslations("admin");
  return (
    <section aria-labelledby="blockers-title" className="flex flex-col gap-3">
      <h2 id="blockers-title" className="text-xl font-bold">
        {t("funnel.blockersTitle")}
      </h2>
      <p>{t("funnel.blockersIntro")}</p>
      {blockers.length === 0 ? (
        <p>{t("funnel.noBlockers")}</p>
      ) : (
        <ol className="flex list-decimal flex-col gap-1 pl-6">
          {blockers.map((blocker) => {
            const label =
              blocker.owner === "stopped"
                ? t("funnel.blockerStopped", { stop: t(`waiting.stops.${blocker.requirement}`), count: blocker.count })
                : t("funnel.blocker", {
                    owner: t(`waiting.owners.${blocker.owner}`),
                    requirement: t(`requirements.${blocker.requirement}`),
                    count: blocker.count,
                  });
            return (
              <li key={`${blocker.owner}:${blocker.requirement}:${blocker.needsHrAction}`}>
                <span className="inline-flex flex-wrap items-center gap-2">
                  <Link
                    href={blockerHref(blocker)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {label}
                  </Link>
                  {blocker.needsHrAction ? <HrBadge>{t("funnel.hrFirst")}</HrBadge> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
