"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useSignInCalls } from "@/hooks/use-admin-sign-in";
import { ApiProblem } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/person/email";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

import { fieldErrors, summaryOf } from "./form-errors";

// Messages are problem codes, turned into words in the reader's language by errorText.
const schema = z.object({
  // The API's e-mail rule (lib/domain/person/email.ts): no account has an address it refuses.
  email: z
    .string()
    .trim()
    .min(1, "required")
    .superRefine((value, ctx) => {
      const email = checkEmail(value);
      if (!email.ok) ctx.addIssue({ code: "custom", message: email.problems[0].code });
    }),
  password: z.string().min(1, "required"),
});
type Values = z.input<typeof schema>;
const FIELDS = ["email", "password"] as const;

/** A wrong password, a lockout (with how long it lasts, from the problem's retryAfter), or anything else. */
function failureMessage(t: ReturnType<typeof useTranslations<"admin">>, error: unknown): string {
  if (error instanceof ApiProblem && error.status === 401) return t("signIn.wrongCredentials");
  if (error instanceof ApiProblem && error.code === "sign_in_locked") {
    const seconds = typeof error.body.retryAfter === "number" ? error.body.retryAfter : 60;
    return t("signIn.locked", { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return t("common.serverError");
}

type Props = {
  onAnswer: (answer: AdminSignInAnswer) => void;
  /**
   * This person signs in through single sign-on only: the summary leads to its form, given their
   * e-mail (HR's; the operator console has no single sign-on).
   */
  sso?: { onRequired: (email: string) => void; fieldId: string };
};

/** E-mail and password, the first step; the API says what comes next (a factor, an enrolment, or nothing). */
export function SignInForm({ onAnswer, sso }: Props) {
  const t = useTranslations("admin");
  const calls = useSignInCalls();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // Focus goes to the error summary, not to the first field (react-hook-form's default).
    shouldFocusError: false,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  const error = fieldErrors<keyof Values & string>(t, errors);

  async function signIn(values: z.output<typeof schema>) {
    setSummary([]);
    try {
      onAnswer(await calls.password(values));
    } catch (error) {
      if (sso && error instanceof ApiProblem && error.code === "sso_required") {
        sso.onRequired(values.email);
        setSummary([{ field: sso.fieldId, message: t("signIn.ssoRequired") }]);
      } else setSummary([{ field: "email", message: failureMessage(t, error) }]);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      <form
        noValidate
        onSubmit={handleSubmit(signIn, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
        className="flex flex-col gap-5"
      >
        <TextField
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          error={error("email")}
          {...register("email")}
        />
        <TextField
          label={t("signIn.password")}
          type="password"
          autoComplete="current-password"
          error={error("password")}
          {...register("password")}
        />
        <SubmitButton pending={isSubmitting} label={t("signIn.submit")} pendingLabel={t("signIn.signingIn")} />
      </form>
    </div>
  );
}
