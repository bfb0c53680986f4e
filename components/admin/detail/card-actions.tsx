"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useAdminCardChange, type AdminCardChangeRequest } from "@/hooks/use-admin-employees";
import { isUndelivered, LOCK_HOLDERS, type LockReason } from "@/lib/domain/cards/card-lifecycle";
import type { CardResponse as Card } from "@/lib/schemas/responses/card";

import { labelOr } from "../labels";
import { problemKey } from "../query-problem";

const HR_LOCKS = ["employer_request", "suspected_fraud"] as const;
const HR_CLOSES = ["employer_request", "suspected_fraud", "cardholder_request"] as const;
const mayLift = (reason: string) => (LOCK_HOLDERS[reason as LockReason] ?? []).includes("admin");

/**
 * What HR may do to the employee's live card: lock (for the employer, or suspected fraud), lift the
 * locks HR may lift (not the program's), report it lost or stolen (a replacement is mailed), close
 * it for good, and mail a returned card again. Closing and reporting ask for a confirmation.
 */
export function CardActions({ employeeId, card }: { employeeId: string; card: Card }) {
  const t = useTranslations("admin");
  const change = useAdminCardChange(employeeId);
  const [lockReason, setLockReason] = useState<string>(HR_LOCKS[0]);
  const [closeReason, setCloseReason] = useState<string>(HR_CLOSES[0]);
  const [lossReason, setLossReason] = useState<"lost" | "stolen">("lost");
  const [confirming, setConfirming] = useState<"close" | "report" | null>(null);
  const [message, setMessage] = useState<string>("");
  const reasonLabel = (reason: string) => labelOr(t, `cards.reasons.${reason}`, reason);

  function run(request: Omit<AdminCardChangeRequest, "cardId">, done: string) {
    setMessage(t("cards.actions.working"));
    change.mutate({ ...request, cardId: card.id } as AdminCardChangeRequest, {
      onSuccess: () => {
        setConfirming(null);
        setMessage(done);
      },
      onError: (error) => setMessage(t(`common.${problemKey(error)}`)),
    });
  }

  return (
    <div className="mt-4 flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
      <h3 className="font-semibold text-slate-900">
        {t("cards.actions.title", { lastFour: card.virtualCard.lastFour })}
      </h3>
      {card.locks.map((lock) => (
        <div key={lock.reason} className="flex flex-wrap items-center gap-3">
          <p>
            {t("cards.actions.lockedBy", {
              reason: reasonLabel(lock.reason),
              by: labelOr(t, `cards.actors.${lock.placedBy}`, lock.placedBy),
            })}
          </p>
          {mayLift(lock.reason) ? (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => run({ action: "unlock", body: { reason: lock.reason } }, t("cards.actions.unlocked"))}
            >
              {t("cards.actions.unlock", { reason: reasonLabel(lock.reason) })}
            </Button>
          ) : (
            <p className="text-slate-700">{t("cards.actions.programLock")}</p>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t("cards.actions.lockReason")}
          name={`lockReason-${card.id}`}
          value={lockReason}
          onChange={(e) => setLockReason(e.target.value)}
          options={HR_LOCKS.map((r) => ({ value: r, label: reasonLabel(r) }))}
        />
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => run({ action: "lock", body: { reason: lockReason } }, t("cards.actions.locked"))}
        >
          {t("cards.actions.lock")}
        </Button>
      </div>
      {card.physicalCard && isUndelivered(card.physicalCard.shipping.status) ? (
        <div className="flex flex-col gap-2">
          <p>{t("cards.actions.returned")}</p>
          <Button
            className="self-start"
            disabled={change.isPending}
            onClick={() => run({ action: "mail-again", body: { addressConfirmed: true } }, t("cards.actions.mailed"))}
          >
            {t("cards.actions.mailAgain")}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t("cards.actions.lossReason")}
          name={`lossReason-${card.id}`}
          value={lossReason}
          onChange={(e) => setLossReason(e.target.value === "stolen" ? "stolen" : "lost")}
          options={(["lost", "stolen"] as const).map((r) => ({ value: r, label: reasonLabel(r) }))}
        />
        {confirming === "report" ? (
          <Button
            disabled={change.isPending}
            onClick={() =>
              run({ action: "report-lost-or-stolen", body: { reason: lossReason } }, t("cards.actions.replaced"))
            }
          >
            {t("cards.actions.confirmReport")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming("report")}>
            {t("cards.actions.report")}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t("cards.actions.closeReason")}
          name={`closeReason-${card.id}`}
          value={closeReason}
          onChange={(e) => setCloseReason(e.target.value)}
          options={HR_CLOSES.map((r) => ({ value: r, label: reasonLabel(r) }))}
        />
        {confirming === "close" ? (
          <Button
            disabled={change.isPending}
            onClick={() => run({ action: "close", body: { reason: closeReason } }, t("cards.actions.closed"))}
          >
            {t("cards.actions.confirmClose")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming("close")}>
            {t("cards.actions.close")}
          </Button>
        )}
      </div>
      {confirming ? (
        <p className="text-slate-800">
          {t(confirming === "close" ? "cards.actions.closeWarning" : "cards.actions.reportWarning")}
        </p>
      ) : null}
      <p role="status" className="text-slate-800">
        {message}
      </p>
    </div>
  );
}
