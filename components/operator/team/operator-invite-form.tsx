"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useFormatter, useTranslations } from "use-intl";
import { z } from "zod";

import { checkedText } from "@/components/admin/checked-text";
import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "@/components/admin/form-errors";
import { problemKey } from "@/components/admin/query-problem";
import { CreateSection } from "@/components/admin/resource/create-section";
import { RoleRadios } from "@/components/admin/team/role-radios";
import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useInviteOperator } from "@/hooks/use-operator-console";
import { ApiProblem } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/person/email";
import { OPERATOR_ROLES } from "@/lib/domain/operator/operator-roles";
import { checkPersonName } from "@/lib/domain/person/person-name";

const schema = z.object({
  inviteName: checkedText(checkPersonName),
  inviteEmail: checkedText(checkEmail),
  inviteRole: z.enum(OPERATOR_ROLES, { message: "required" }),
});
type Values = z.input<typeof schema>;
const FIELDS = ["inviteName", "inviteEmail", "inviteRole"] as const;
const fieldFor = (path: string) =>
  ({ "/name": "inviteName", "/email": "inviteEmail", "/role": "inviteRole" })[path] as
    (typeof FIELDS)[number] | undefined;

/** Inviting an operator (owners): name, e-mail, role; the API e-mails a link to /operator/join. */
export function OperatorInviteForm() {
  const t = useTranslations("operator.team.invite");
  const common = useTranslations("admin.common");
  const format = useFormatter();
  const invite = useInviteOperator();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { inviteName: "", inviteEmail: "", inviteRole: "support" },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(t, formState.errors);

  async function submit(values: z.output<typeof schema>) {
    setSummary([]);
    setSent(undefined);
    try {
      const created = await invite.mutateAsync({
        name: values.inviteName,
        email: values.inviteEmail,
        role: values.inviteRole,
      });
      reset();
      const date = format.dateTime(new Date(created.expiresAt), {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "UTC",
      });
      setSent(t("sent", { email: created.email, date }));
    } catch (failure) {
      // An address that is already an operator's: said on the e-mail field.
      const taken = failure instanceof ApiProblem && failure.code === "email_taken";
      const fields = taken
        ? [{ field: "inviteEmail" as const, code: "email_taken" }]
        : serverFieldErrors(failure, fieldFor);
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      const conflict = failure instanceof ApiProblem && failure.status === 409 ? failure.detail : undefined;
      setSummary(
        fields.length > 0
          ? fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) }))
          : [{ field: "inviteEmail", message: conflict ?? common(problemKey(failure)) }],
      );
    }
  }

  return (
    <CreateSection
      titleId="operator-invite-title"
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
        label={t("name")}
        error={error("inviteName")}
        autoComplete="off"
        className="sm:max-w-md"
        {...register("inviteName", { onChange: () => setSent(undefined) })}
      />
      <TextField
        label={t("email")}
        type="email"
        spellCheck={false}
        autoComplete="off"
        error={error("inviteEmail")}
        className="sm:max-w-md"
        {...register("inviteEmail")}
      />
      <RoleRadios legend={t("role")} name="inviteRole" error={error("inviteRole")} input={register("inviteRole")} />
    </CreateSection>
  );
}
