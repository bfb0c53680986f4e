"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem, fetchJson } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/email";

import { errorText, summaryOf } from "./form-errors";
import { PageHeading } from "./page-heading";

// Messages are problem codes, turned into words in the reader's language by errorText.
const schema = z.object({
  // The API's e-mail rule (lib/domain/email.ts): no account has an address it refuses.
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

export function SignInForm() {
  const t = useTranslations("admin");
  const router = useRouter();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // Focus goes to the error summary, not to the first field (react-hook-form's default).
    shouldFocusError: false,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  async function signIn(values: z.output<typeof schema>) {
    setSummary([]);
    try {
      await fetchJson("/api/admin/sign-in", { method: "POST", body: values });
      // The guarded shell is rendered on the server for every navigation, so it sees the new cookie.
      router.replace("/admin");
    } catch (error) {
      setSummary([{ field: "email", message: failureMessage(t, error) }]);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading intro={t("signIn.intro")}>{t("signIn.title")}</PageHeading>
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
          error={errors.email?.message ? errorText(t, "email", errors.email.message) : undefined}
          {...register("email")}
        />
        <TextField
          label={t("signIn.password")}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message ? errorText(t, "password", errors.password.message) : undefined}
          {...register("password")}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? t("signIn.signingIn") : t("signIn.submit")}
        </Button>
      </form>
    </div>
  );
}
