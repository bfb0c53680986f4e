"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Panel } from "@/components/ui/panel";
import { useBulkInvite } from "@/hooks/use-admin-employees";
import { useStartInvitationRun } from "@/hooks/use-invitation-runs";
import { BULK_INVITE_MAX, type BulkInvite } from "@/lib/schemas/admin";
import type { BulkInviteResult } from "@/lib/schemas/responses/admin-employees";

import { ConfirmStep } from "../confirm-step";
import { problemKey } from "../query-problem";
import { InvitationRuns } from "./invitation-runs";
import type { TableFilters } from "./table-query";

type Props = {
  selected: ReadonlySet<string>;
  filters: TableFilters;
  matching: number;
  /** `matching` is a lower bound: the search stopped counting. */
  matchingCapped: boolean;
  onSent: () => void;
};
type Pending = { body: BulkInvite; count: number } | { everyone: true };

/**
 * Invites by e-mail the people ticked in the table, or everyone the filters select, after a
 * confirm step; then lists what happened to each person. Past BULK_INVITE_MAX the filters'
 * people are invited in the background instead (an invitation run), its progress shown below. Focus moves to the result's heading.
 */
export function BulkInvitePanel({ selected, filters, matching, matchingCapped, onSent }: Props) {
  const t = useTranslations("admin");
  const invite = useBulkInvite();
  const startRun = useStartInvitationRun();
  const [pending, setPending] = useState<Pending | null>(null);
  // The table's filters as the API takes them: an empty choice is no filter.
  const filter = {
    q: filters.q || undefined,
    status: filters.status,
    stuckOn: filters.stuckOn || undefined,
    needsHrAction: filters.needsHrAction || undefined,
    waitingOn: filters.waitingOn || undefined,
  };

  function send() {
    if (!pending) return;
    if ("everyone" in pending) {
      startRun.mutate(filter, { onSuccess: () => setPending(null) });
      return;
    }
    invite.mutate(pending.body, {
      onSuccess: () => {
        setPending(null);
        onSent();
      },
    });
  }

  return (
    <Panel titleId="bulk-invite-title" title={t("bulkInvite.title")} titleClassName="text-lg font-bold">
      <p>{t("bulkInvite.intro")}</p>
      <p role="status" className="font-medium">
        {t("bulkInvite.selected", { count: selected.size })}
      </p>
      {pending ? (
        <ConfirmStep
          id="bulk-invite-confirm"
          title={"everyone" in pending ? t("bulkInvite.confirmAll") : t("bulkInvite.confirm", { count: pending.count })}
          body={t("bulkInvite.intro")}
          confirmLabel={invite.isPending || startRun.isPending ? t("bulkInvite.sending") : t("bulkInvite.send")}
          cancelLabel={t("bulkInvite.cancel")}
          pending={invite.isPending || startRun.isPending}
          onConfirm={send}
          onCancel={() => setPending(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {selected.size > 0 ? (
            <Button onClick={() => setPending({ body: { employeeIds: [...selected] }, count: selected.size })}>
              {t("bulkInvite.inviteSelected", { count: selected.size })}
            </Button>
          ) : null}
          {matching > BULK_INVITE_MAX || matchingCapped ? (
            <Button variant="secondary" onClick={() => setPending({ everyone: true })}>
              {matchingCapped
                ? t("bulkInvite.inviteAllCapped", { count: matching })
                : t("bulkInvite.inviteAll", { count: matching })}
            </Button>
          ) : matching > 0 ? (
            <Button variant="secondary" onClick={() => setPending({ body: { filter }, count: matching })}>
              {t("bulkInvite.inviteMatching", { count: matching })}
            </Button>
          ) : null}
        </div>
      )}
      {startRun.isSuccess && !pending ? <p role="status">{t("bulkInvite.started")}</p> : null}
      <InvitationRuns />
      {invite.isError || startRun.isError ? (
        <Alert tone="error" title={t("bulkInvite.failed")}>
          {t(`common.${problemKey(invite.error ?? startRun.error)}`)}
        </Alert>
      ) : null}
      {invite.data && !pending ? <InviteResults result={invite.data} /> : null}
    </Panel>
  );
}

function InviteResults({ result }: { result: BulkInviteResult }) {
  const t = useTranslations("admin");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <div className="flex flex-col gap-2">
      <h3 ref={heading} tabIndex={-1} className="font-bold outline-none">
        {t("bulkInvite.resultTitle")}
      </h3>
      <p>{t("bulkInvite.summary", { sent: result.sent, skipped: result.skipped })}</p>
      <div role="region" aria-labelledby="bulk-invite-results" tabIndex={0} className="relative overflow-x-auto">
        <table className="min-w-full border-collapse text-left text-sm">
          <caption id="bulk-invite-results" className="sr-only">
            {t("bulkInvite.resultTitle")}
          </caption>
          <thead className="border-b-2 border-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("bulkInvite.columns.name")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("bulkInvite.columns.email")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("bulkInvite.columns.result")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((row) => (
              <tr key={row.employeeId} className="border-b border-slate-200 last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.lastName !== null
                    ? t("employees.name", { first: row.firstName ?? "", last: row.lastName })
                    : row.employeeId}
                </th>
                <td className="break-all px-3 py-2">{row.email ?? ""}</td>
                <td className={`px-3 py-2 ${row.status === "sent" ? "font-semibold text-green-800" : ""}`}>
                  {t(`bulkInvite.statuses.${row.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
