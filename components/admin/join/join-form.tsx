"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { Alert } from "@/components/ui/alert";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { SubmitButton } from "@/components/ui/button";
import { TitledSection } from "@/components/ui/titled-section";
import { useAccountDoor } from "@/hooks/use-account-door";
import { useSignInCalls } from "@/hooks/use-admin-sign-in";
import { isInviteInvalid } from "@/hooks/use-join-invite";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";

/** The API's rule is at least 12 characters; it says so again, with its own codes, in field errors. */
export const PASSWORD_MIN = 12;

const schema = z
  .object({
    newPassword: z.string().min(1, "required").min(PASSWORD_MIN, "password_too_short").max(200, "too_long"),
    confirmPassword: z.string().min(1, "required"),
  })
  .refine((values) => values.confirmPassword === "" || values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "password_mismatch",
  });
type Values = z.input<typeof schema>;
const FIELDS = ["newPassword", "confirmPassword"] as const;

type Props = { token: string; email: string; onAnswer: (answer: AdminSignInAnswer) => void };

/**
 * Choosing a password to join with (HR's only way; an operator's when they chose a password and an
 * authenticator app). The button and the invalid link's words are the door's own.
 */
export function JoinForm({ token, email, onAnswer }: Props) {
  const t = useTranslations("admin");
  const words = useTranslations(useAccountDoor().name);
  const calls = useSignInCalls();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [invalid, setInvalid] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmPassword: "" },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(t, formState.errors);

  async function join({ newPassword }: z.output<typeof schema>) {
    setSummary([]);
    try {
      onAnswer(await calls.join({ token, password: newPassword }));
    } catch (failure) {
      if (isInviteInvalid(failure)) return setInvalid(true);
      const fields = serverFieldErrors(failure, (path) => (path === "/password" ? "newPassword" : undefined));
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      setSummary(
        fields.length > 0
          ? fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) }))
          : [{ field: "newPassword", message: t(`common.${problemKey(failure)}`) }],
      );
    }
  }

  if (invalid)
    return (
      <Alert tone="warning" title={words("join.invalid.title")}>
        {words("join.invalid.body")}
      </Alert>
    );
  return (
    <TitledSection titleId="join-password-title" title={t("join.passwordTitle")} gap="gap-4">
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      <form
        noValidate
        onSubmit={handleSubmit(join, (problems) => setSummary(summaryOf(t, FIELDS, problems)))}
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
      >
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t("join.password")}
          hint={t("join.passwordHint", { min: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          error={error("newPassword")}
          className="sm:max-w-md"
          {...register("newPassword")}
        />
        <TextField
          label={t("join.confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={error("confirmPassword")}
          className="sm:max-w-md"
          {...register("confirmPassword")}
        />
        <SubmitButton pending={formState.isSubmitting} label={words("join.submit")} pendingLabel={t("join.joining")} />
      </form>
    </TitledSection>
  );
}
