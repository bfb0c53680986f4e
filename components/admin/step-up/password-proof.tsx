"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type Props = {
  prove: (password: string) => Promise<void>;
  failureText: (error: unknown) => string;
  /** Words above the field; null when the caller says them (a first single sign-on's confirm step). */
  intro?: string | null;
};

/** Step-up for a person who has no second factor yet: their password again (the API asks for it). */
export function PasswordProof({ prove, failureText, intro }: Props) {
  const t = useTranslations("admin");
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => field.current?.focus(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password === "") {
      setError(t("errors.password.required"));
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await prove(password);
    } catch (failure) {
      setPassword("");
      setError(failureText(failure));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {intro === null ? null : <p>{intro ?? t("stepUp.passwordIntro")}</p>}
      <TextField
        ref={field}
        name="stepUpPassword"
        type="password"
        autoComplete="current-password"
        label={t("signIn.password")}
        error={error}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        className="sm:max-w-xs"
      />
      <SubmitButton pending={busy} label={t("stepUp.confirm")} pendingLabel={t("factor.checking")} />
    </form>
  );
}
