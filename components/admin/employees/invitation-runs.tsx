"use client";

import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useCancelInvitationRun, useInvitationRuns } from "@/hooks/use-invitation-runs";
import type { InvitationRun } from "@/lib/schemas/responses/admin-employees";

/**
 * HR's invitations of everyone selected, newest first: how many were queued, sent, skipped when
 * their turn came, not sent, or cut off, read again every few seconds while one is sending.
 */
export function InvitationRuns() {
  const t = useTranslations("admin.bulkInvite.runs");
  const runs = useInvitationRuns();
  const cancel = useCancelInvitationRun();
  const shown = runs.data?.data.slice(0, 3) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="invitation-runs-title" className="flex flex-col gap-2">
      <h3 id="invitation-runs-title" className="font-bold">
        {t("title")}
      </h3>
      <ul className="flex flex-col gap-2">
        {shown.map((run) => (
          <li key={run.id} className="flex flex-wrap items-center gap-3">
            <p role={run.status === "sending" ? "status" : undefined}>{t(run.status, progress(run))}</p>
            {run.status === "sending" ? (
              <Button variant="secondary" onClick={() => cancel.mutate(run.id)} disabled={cancel.isPending}>
                {t("stop")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function progress(run: InvitationRun) {
  const r = run.recipients;
  const queued = Object.values(r).reduce((sum, n) => sum + n, 0);
  return {
    sent: r.sent,
    queued,
    selected: run.selected,
    leftOut: run.selected - queued,
    skipped: r.skipped,
    notSent: r.failed + r.interrupted,
  };
}
