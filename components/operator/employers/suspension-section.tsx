"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { ConfirmAction } from "@/components/admin/confirm-action";
import { problemKey } from "@/components/admin/query-problem";
import { OutcomeMessage, type Outcome } from "@/components/admin/resource/outcome";
import { When } from "@/components/admin/when";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TitledSection } from "@/components/ui/titled-section";
import { useReactivateEmployer, useSuspendEmployer } from "@/hooks/use-operator-console";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

const REASON_MAX = 500;

/**
 * Suspending an employer, with the reason its HR people will read, and what suspension does
 * (docs/operator.md#employers): nothing new — employees, invitations, card requests, imports —
 * while issued cards keep working; or, while it is suspended, the reason and lifting it.
 */
export function SuspensionSection({ employer }: { employer: ProgramEmployer }) {
  const t = useTranslations("operator.employers.suspension");
  const common = useTranslations("admin.common");
  const suspend = useSuspendEmployer(employer.id);
  const reactivate = useReactivateEmployer(employer.id);
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const text = reason.trim();
    const problem = text === "" ? t("reasonRequired") : text.length > REASON_MAX ? t("reasonTooLong") : undefined;
    setError(problem);
    if (problem) return field.current?.focus();
    try {
      await suspend.mutateAsync(text);
      setReason("");
      setOutcome({ tone: "done", text: t("suspended") });
      requestAnimationFrame(() => document.getElementById("suspension-title")?.focus());
    } catch (failure) {
      setOutcome({ tone: "failed", text: common(problemKey(failure)) });
      field.current?.focus();
    }
  }

  return (
    <TitledSection titleId="suspension-title" title={t("title")} gap="gap-4" focusable>
      <OutcomeMessage outcome={outcome} />
      <div className="flex flex-col gap-2 text-slate-700">
        <p>{t("whatItDoes")}</p>
        <p>{t("whatKeepsWorking")}</p>
      </div>
      {employer.status === "offboarding" || employer.status === "offboarded" ? (
        <p className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{t("offboarding")}</p>
      ) : employer.status === "suspended" ? (
        <div className="flex flex-col gap-3 rounded-md border-l-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold">
            {t("since")} <When iso={employer.suspendedAt} />
          </p>
          <p className="break-words">{t("reasonShown", { reason: employer.suspensionReason ?? "—" })}</p>
          <ConfirmAction
            id="reactivate-employer"
            label={t("reactivate.button")}
            title={t("reactivate.confirmTitle", { name: employer.name })}
            body={t("reactivate.confirmBody")}
            confirmLabel={t("reactivate.confirm")}
            cancelLabel={t("cancel")}
            run={async () => void (await reactivate.mutateAsync())}
            done={t("reactivate.done")}
            onOutcome={setOutcome}
            focusAfter="suspension-title"
          />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
        >
          <TextAreaField
            ref={field}
            name="suspendReason"
            label={t("reason")}
            hint={t("reasonHint")}
            error={error}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <SubmitButton pending={suspend.isPending} label={t("submit")} pendingLabel={t("submitting")} />
        </form>
      )}
    </TitledSection>
  );
}
