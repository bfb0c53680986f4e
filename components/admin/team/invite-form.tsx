"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useFormatter, useTranslations } from "use-intl";
import { z } from "zod";

import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useInviteTeammate } from "@/hooks/use-admin-team";
import { useInviteOperator } from "@/hooks/use-operator-console";
import { ApiProblem } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/person/email";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import { OPERATOR_ROLES } from "@/lib/domain/operator/operator-roles";
import { checkPersonName } from "@/lib/domain/person/person-name";

import { checkedText } from "../checked-text";
import { fieldErrors, refusalSummary, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";
import { CreateSection } from "../resource/create-section";
import { RoleRadios } from "./role-radios";

/** The invitation's fields, the role among the door's roles (the radios show the same ones). */
const schemaFor = <Role extends string>(roles: readonly [Role, ...Role[]]) =>
  z.object({
    inviteName: checkedText(checkPersonName),
    inviteEmail: checkedText(checkEmail),
    // A radio's value is a string; one of the door's roles once checked.
    inviteRole: z.string({ message: "required" }).pipe(z.enum(roles, { message: "required" })),
  });
/** The form's values: its role is one of the door's once the schema has checked it. */
type InviteValues<Role extends string = string> = { inviteName: string; inviteEmail: string; inviteRole: Role };
const FIELDS = ["inviteName", "inviteEmail", "inviteRole"] as const;
const fieldFor = (path: string) =>
  ({ "/name": "inviteName", "/email": "inviteEmail", "/role": "inviteRole" })[path] as
    (typeof FIELDS)[number] | undefined;

type Props<Role extends string> = {
  /** The door's roles, and the one chosen until the person picks another. */
  roles: readonly [Role, ...Role[]];
  defaultRole: Role;
  /** Sends the invitation; answers to whom it went and until when the link works. */
  invite: (input: { name: string; email: string; role: Role }) => Promise<{ email: string; expiresAt: string }>;
  titleId: string;
  /** Where the form's words are (title, intro, name, email, role, submit, sending, sent). */
  words: string;
  /** Where its field problems' words are (`errors.*`). */
  errorWords: string;
};

/**
 * Inviting a person to a team — HR's (/admin/join) or the program's operators (/operator/join):
 * name, e-mail, role; the API e-mails them a one-use link. An address that already has an account
 * of the door is said on the e-mail field; another conflict is the API's to explain.
 */
export function TeamInviteForm<Role extends string>({
  roles,
  defaultRole,
  invite,
  titleId,
  words,
  errorWords,
}: Props<Role>) {
  const t = useTranslations(words);
  const errorsT = useTranslations(errorWords);
  const common = useTranslations("admin.common");
  const format = useFormatter();
  const schema = useMemo(() => schemaFor(roles), [roles]);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<InviteValues, unknown, InviteValues<Role>>({
    resolver: zodResolver(schema),
    defaultValues: { inviteName: "", inviteEmail: "", inviteRole: defaultRole },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(errorsT, formState.errors);

  async function submit(values: InviteValues<Role>) {
    setSummary([]);
    setSent(undefined);
    try {
      const created = await invite({
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
      // Someone who already has an account of the door: said on the e-mail field, in the reader's language.
      const taken = failure instanceof ApiProblem && failure.code === "email_taken";
      const fields = taken
        ? [{ field: "inviteEmail" as const, code: "email_taken" }]
        : serverFieldErrors(failure, fieldFor);
      setSummary(
        refusalSummary({
          failure,
          t: errorsT,
          fieldFor,
          setError,
          fallbackField: "inviteEmail",
          generic: common(problemKey(failure)),
          fields,
        }),
      );
    }
  }

  return (
    <CreateSection
      titleId={titleId}
      title={t("title")}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      notice={
        <p role="status" className="font-medium text-green-800">
          {sent ?? ""}
        </p>
      }
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(errorsT, FIELDS, invalid)))}
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

/** HR's team: a viewer unless the owner chooses otherwise. */
export function InviteForm() {
  const invite = useInviteTeammate();
  return (
    <TeamInviteForm
      roles={HR_ROLES}
      defaultRole="viewer"
      invite={invite.mutateAsync}
      titleId="team-invite-title"
      words="admin.team.invite"
      errorWords="admin"
    />
  );
}

/** The program's operators (owners invite): support unless the owner chooses otherwise. */
export function OperatorInviteForm() {
  const invite = useInviteOperator();
  return (
    <TeamInviteForm
      roles={OPERATOR_ROLES}
      defaultRole="support"
      invite={invite.mutateAsync}
      titleId="operator-invite-title"
      words="operator.team.invite"
      errorWords="operator.team.invite"
    />
  );
}
