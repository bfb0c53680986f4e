"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useFormatter, useTranslations } from "use-intl";
import { z } from "zod";

import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useInviteTeammate } from "@/hooks/use-admin-team";
import { ApiProblem } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/person/email";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import { checkPersonName } from "@/lib/domain/person/person-name";

import { checkedText } from "../checked-text";
import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";
import { CreateSection } from "../resource/create-section";
import { RoleRadios } from "./role-radios";

const schema = z.object({
  inviteName: checkedText(checkPersonName),
  inviteEmail: checkedText(checkEmail),
  inviteRole: z.enum(HR_ROLES, { message: "required" }),
});
type Values = z.input<typeof schema>;
const FIELDS = ["inviteName", "inviteEmail", "inviteRole"] as const;
const fieldFor = (path: string) =>
  ({ "/name": "inviteName", "/email": "inviteEmail", "/role": "inviteRole" })[path] as
    (typeof FIELDS)[number] | undefined;

/** Inviting a person to the team: name, e-mail, role; the API e-mails them a link to /admin/join. */
export function InviteForm() {
  const t = useTranslations("admin");
  const format = useFormatter();
  const invite = useInviteTeammate();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { inviteName: "", inviteEmail: "", inviteRole: "viewer" },
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
      setSent(
        t("team.invite.sent", {
          email: created.email,
          date: format.dateTime(new Date(created.expiresAt), {
            dateStyle: "medium",
            timeStyle: "short",
            timeZone: "UTC",
          }),
        }),
      );
    } catch (failure) {
      // Someone who already has an HR account: said on the e-mail field, in the reader's language.
      const taken = failure instanceof ApiProblem && failure.code === "email_taken";
      const fields = taken
        ? [{ field: "inviteEmail" as const, code: "email_taken" }]
        : serverFieldErrors(failure, fieldFor);
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      // A conflict (already in the team, already invited) is the API's to explain.
      const conflict = failure instanceof ApiProblem && failure.status === 409 ? failure.detail : undefined;
      setSummary(
        fields.length > 0
          ? fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) }))
          : [{ field: "inviteEmail", message: conflict ?? t(`common.${problemKey(failure)}`) }],
      );
    }
  }

  return (
    <CreateSection
      titleId="team-invite-title"
      title={t("team.invite.title")}
      errorSummaryTitle={t("common.errorSummaryTitle")}
      summary={summary}
      notice={
        <p role="status" className="font-medium text-green-800">
          {sent ?? ""}
        </p>
      }
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
      submitting={formState.isSubmitting}
      submit={t("team.invite.submit")}
      submittingLabel={t("team.invite.sending")}
    >
      <p className="text-slate-700">{t("team.invite.intro")}</p>
      <TextField
        label={t("team.invite.name")}
        error={error("inviteName")}
        autoComplete="off"
        className="sm:max-w-md"
        {...register("inviteName", { onChange: () => setSent(undefined) })}
      />
      <TextField
        label={t("team.invite.email")}
        type="email"
        spellCheck={false}
        autoComplete="off"
        error={error("inviteEmail")}
        className="sm:max-w-md"
        {...register("inviteEmail")}
      />
      <RoleRadios
        legend={t("team.invite.role")}
        name="inviteRole"
        error={error("inviteRole")}
        input={register("inviteRole")}
      />
    </CreateSection>
  );
}
