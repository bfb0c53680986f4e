"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { DownloadLink } from "@/components/admin/download-link";
import { problemKey } from "@/components/admin/query-problem";
import { OutcomeMessage, type Outcome } from "@/components/admin/resource/outcome";
import { When } from "@/components/admin/when";
import { useOperatorMay } from "@/components/operator/operator-role";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { useOffboardEmployer } from "@/hooks/use-operator-console";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

const REASON_MAX = 500;

/**
 * The end of an employer's contract (docs/operator.md#offboarding): its people's export for owners
 * and compliance, then, for owners and program, offboarding confirmed by typing its name; once
 * started, when it started, whether the worker waits on the issuer, and when it was done.
 */
export function OffboardingSection({ employer }: { employer: ProgramEmployer }) {
  const t = useTranslations("operator.employers.offboarding");
  const mayExport = useOperatorMay("exports.create");
  const mayOffboard = useOperatorMay("employers.write");
  if (!mayExport && !mayOffboard) return null;
  const started = employer.status === "offboarding" || employer.status === "offboarded";
  return (
    <TitledSection titleId="offboarding-title" title={t("title")} gap="gap-4" focusable>
      <p className="text-slate-700">{t("intro")}</p>
      {mayExport ? (
        <div className="flex flex-col gap-1">
          <DownloadLink href={`/api/operator/employers/${employer.id}/export`} fileName="employees.csv">
            {t("export")}
          </DownloadLink>
          <p className="text-sm text-slate-700">{t("exportHint")}</p>
        </div>
      ) : null}
      {started ? <OffboardingState employer={employer} /> : mayOffboard ? <OffboardForm employer={employer} /> : null}
    </TitledSection>
  );
}

function OffboardingState({ employer }: { employer: ProgramEmployer }) {
  const t = useTranslations("operator.employers.offboarding");
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border-l-4 border-red-700 bg-red-50 p-4">
      <p>
        <span className="font-semibold">{t("startedOn")}</span> <When iso={employer.offboardingStartedAt} />
      </p>
      {employer.offboardedAt ? (
        <p>
          <span className="font-semibold">{t("finishedOn")}</span> <When iso={employer.offboardedAt} />
        </p>
      ) : (
        <p>{employer.offboardingError ? t("waiting", { error: employer.offboardingError }) : t("inProgress")}</p>
      )}
    </div>
  );
}

function OffboardForm({ employer }: { employer: ProgramEmployer }) {
  const t = useTranslations("operator.employers.offboarding");
  const common = useTranslations("admin.common");
  const offboard = useOffboardEmployer(employer.id);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState("");
  const [confirmName, setConfirmName] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; confirmName?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const text = reason.trim();
    const found = {
      reason: text === "" ? t("reasonRequired") : undefined,
      confirmName: confirmName.trim() !== employer.name ? t("nameMismatch") : undefined,
    };
    setErrors(found);
    if (found.reason) return reasonField.current?.focus();
    if (found.confirmName) return nameField.current?.focus();
    try {
      await offboard.mutateAsync({ reason: text, confirmName: confirmName.trim() });
      setOutcome({ tone: "done", text: t("started") });
      requestAnimationFrame(() => document.getElementById("offboarding-title")?.focus());
    } catch (failure) {
      if (failure instanceof ApiProblem && failure.code === "offboarding_not_confirmed") {
        setErrors({ confirmName: t("nameMismatch") });
        return nameField.current?.focus();
      }
      setOutcome({ tone: "failed", text: common(problemKey(failure)) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-md border border-red-700 bg-white p-4"
    >
      <OutcomeMessage outcome={outcome} />
      <TextAreaField
        ref={reasonField}
        name="offboardReason"
        label={t("reason")}
        hint={t("reasonHint")}
        error={errors.reason}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <TextField
        ref={nameField}
        name="offboardConfirmName"
        label={t("confirmName")}
        hint={t("confirmNameHint", { name: employer.name })}
        error={errors.confirmName}
        autoComplete="off"
        value={confirmName}
        onChange={(event) => setConfirmName(event.currentTarget.value)}
      />
      <SubmitButton pending={offboard.isPending} label={t("submit")} pendingLabel={t("submitting")} />
    </form>
  );
}
