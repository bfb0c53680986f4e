"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useFormatter, useTranslations } from "use-intl";
import { z } from "zod";

import { checkedText } from "@/components/admin/checked-text";
import { fieldErrors, refusalSummary, summaryOf } from "@/components/admin/form-errors";
import { problemKey } from "@/components/admin/query-problem";
import { CreateSection } from "@/components/admin/resource/create-section";
import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useInviteEmployerOwner } from "@/hooks/use-operator-console";
import { checkEmail } from "@/lib/domain/person/email";
import { checkPersonName } from "@/lib/domain/person/person-name";

const schema = z.object({ ownerEmail: checkedText(checkEmail), ownerName: checkedText(checkPersonName) });
type Values = z.input<typeof schema>;
const FIELDS = ["ownerEmail", "ownerName"] as const;
const fieldFor = (path: string) =>
  ({ "/email": "ownerEmail", "/name": "ownerName" })[path] as (typeof FIELDS)[number] | undefined;

/** Inviting the employer's HR owner: HR's own team invitation, e-mailed, one use within 72 hours. */
export function OwnerInviteForm({ employerId }: { employerId: string }) {
  const t = useTranslations("operator.employers.owner");
  const common = useTranslations("admin.common");
  const format = useFormatter();
  const invite = useInviteEmployerOwner(employerId);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { ownerEmail: "", ownerName: "" },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(t, formState.errors);

  async function submit(values: z.output<typeof schema>) {
    setSummary([]);
    setSent(undefined);
    try {
      const created = await invite.mutateAsync({ email: values.ownerEmail, name: values.ownerName });
      reset();
      const date = format.dateTime(new Date(created.expiresAt), {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "UTC",
      });
      setSent(t("sent", { email: created.email, date }));
    } catch (failure) {
      setSummary(
        refusalSummary({
          failure,
          t: t,
          fieldFor,
          setError,
          fallbackField: "ownerEmail",
          generic: common(problemKey(failure)),
        }),
      );
    }
  }

  return (
    <CreateSection
      titleId="owner-invite-title"
      title={t("title")}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      notice={
        <p role="status" className="font-medium text-green-800">
          {sent ?? ""}
        </p>
      }
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
      submitting={formState.isSubmitting}
      submit={t("submit")}
      submittingLabel={t("sending")}
    >
      <p className="text-slate-700">{t("intro")}</p>
      <TextField
        label={t("email")}
        type="email"
        spellCheck={false}
        autoComplete="off"
        error={error("ownerEmail")}
        className="sm:max-w-md"
        {...register("ownerEmail", { onChange: () => setSent(undefined) })}
      />
      <TextField
        label={t("name")}
        autoComplete="off"
        error={error("ownerName")}
        className="sm:max-w-md"
        {...register("ownerName")}
      />
    </CreateSection>
  );
}
