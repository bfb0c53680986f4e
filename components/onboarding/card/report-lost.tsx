"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Panel } from "@/components/ui/panel";
import { useCardChange } from "@/hooks/use-steps";

const REASONS = ["lost", "stolen"] as const;

/** Lost or stolen: closes this card for good and sends a new one with a new number, after a confirmation. */
export function ReportLost({ cardId }: { cardId: string }) {
  const t = useTranslations("card.report");
  const change = useCardChange();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>("lost");
  const [error, setError] = useState<string>();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await change.mutateAsync({ cardId, action: "report-lost-or-stolen", body: { reason } });
    } catch {
      setError(t("error"));
    }
  }

  return (
    <Panel titleId="report-lost-title" title={t("title")} titleClassName="text-xl font-semibold text-slate-900">
      {!open ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            aria-expanded={false}
            aria-controls="report-lost-form"
          >
            {t("open")}
          </Button>
        </div>
      ) : (
        <form id="report-lost-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
          <Alert tone="warning">{t("warning")}</Alert>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-slate-900">{t("legend")}</legend>
            {REASONS.map((choice) => (
              <div key={choice} className="flex items-center gap-3">
                <input
                  id={`field-lossReason-${choice}`}
                  type="radio"
                  name="lossReason"
                  value={choice}
                  checked={reason === choice}
                  onChange={() => setReason(choice)}
                  className="h-6 w-6 shrink-0 accent-brand-700"
                />
                <label htmlFor={`field-lossReason-${choice}`} className="min-h-8 py-1 text-slate-900">
                  {t(`reasons.${choice}`)}
                </label>
              </div>
            ))}
          </fieldset>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <p role="status">{change.isPending ? t("sending") : ""}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={change.isPending}>
              {t("submit")}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={change.isPending}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
