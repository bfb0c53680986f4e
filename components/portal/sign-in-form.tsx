"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { PortalErrorSummary } from "@/components/portal/portal-error-summary";
import { Alert } from "@/components/ui/alert";
import { Button, SubmitButton } from "@/components/ui/button";
import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem, fetchJson } from "@/lib/client/fetch-json";
import { checkEmail } from "@/lib/domain/person/email";
import type { PortalSignInSent } from "@/lib/schemas/responses/portal";

// The API's e-mail rule (lib/domain/person/email.ts); the address is sent as typed, trimmed.
const emailProblem = (email: string) => (email === "" ? "required" : checkEmail(email).ok ? undefined : "invalid");

/**
 * Asks for a sign-in link. The answer is the same whether or not the address is known, so the
 * page cannot be used to find out who works where.
 */
export function SignInForm({ linkInvalid }: { linkInvalid: boolean }) {
  const t = useTranslations("signIn");
  const [emailError, setEmailError] = useState<string>();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const showEmailError = (code: string | undefined) => {
    setEmailError(code);
    setSummary(code ? [{ field: "email", message: t(`errors.${code}`) }] : []);
  };

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setFailure(undefined);
    showEmailError(emailProblem(email));
    if (emailProblem(email)) return;
    setSubmitting(true);
    try {
      await fetchJson<PortalSignInSent>("/api/portal/sign-in", { method: "POST", body: { email } });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 422) {
        showEmailError("invalid");
        return;
      }
      // Only the per-connection limit answers 429 (the per-address one answers like a sent link).
      if (error instanceof ApiProblem && error.status === 429) {
        const seconds = typeof error.body.retryAfter === "number" ? error.body.retryAfter : 60;
        setFailure(t("tooMany", { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
        return;
      }
      setFailure(t("failed"));
    } finally {
      setSubmitting(false);
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
            showEmailError(undefined);
            setSent(false);
          }}
        >
          {t("sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PortalErrorSummary errors={summary} />
      {linkInvalid ? <Alert tone="warning">{t("linkInvalid")}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={emailError ? t(`errors.${emailError}`) : undefined}
        name="email"
        defaultValue=""
      />
      <SubmitButton pending={submitting} label={t("submit")} pendingLabel={t("sending")} />
    </form>
  );
}
