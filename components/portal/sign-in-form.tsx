"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import * as z from "zod/mini";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem, fetchJson } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/email";
import type { PortalSignInSent } from "@/lib/schemas/responses/portal";

const schema = z.object({
  // The API's e-mail rule (lib/domain/email.ts); the address is sent as typed, trimmed.
  email: z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.refine((value) => checkEmail(value).ok, { error: "invalid" })),
});
type Values = z.input<typeof schema>;

/**
 * Asks for a sign-in link. The answer is the same whether or not the address is known, so the
 * page cannot be used to find out who works where.
 */
export function SignInForm({ linkInvalid }: { linkInvalid: boolean }) {
  const t = useTranslations("signIn");
  const shell = useTranslations("shell");
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: "" }, shouldFocusError: false });
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const emailError = form.formState.errors.email?.message;

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onValid = async ({ email }: { email: string }) => {
    setFailure(undefined);
    setSummary([]);
    try {
      await fetchJson<PortalSignInSent>("/api/portal/sign-in", { method: "POST", body: { email } });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 422) {
        form.setError("email", { type: "server", message: "invalid" });
        setSummary([{ field: "email", message: t("errors.invalid") }]);
        return;
      }
      // Only the per-connection limit answers 429 (the per-address one answers like a sent link).
      if (error instanceof ApiProblem && error.status === 429) {
        const seconds = typeof error.body.retryAfter === "number" ? error.body.retryAfter : 60;
        setFailure(t("tooMany", { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
        return;
      }
      setFailure(t("failed"));
    }
  };

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <Alert tone="success" title={t("sentTitle")}>
          {t("sent")}
        </Alert>
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            form.reset();
            setSent(false);
          }}
        >
          {t("sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, (errors) => setSummary(errors.email ? [{ field: "email", message: t(`errors.${errors.email.message}`) }] : []))}
      className="flex flex-col gap-5"
    >
      <ErrorSummary title={shell("errorSummaryTitle")} errors={summary} documentTitlePrefix={shell("errorTitlePrefix")} />
      {linkInvalid ? <Alert tone="warning">{t("linkInvalid")}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t("email")} type="email" autoComplete="email" spellCheck={false} error={emailError ? t(`errors.${emailError}`) : undefined} {...form.register("email")} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
        {form.formState.isSubmitting ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
