"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button, SubmitButton } from "@/components/ui/button";
import type { SECOND_FACTOR_METHODS } from "@/lib/schemas/responses/admin-session";

import { CodeField } from "./code-field";
import { usePasskeysSupported } from "./passkey";

export type FactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
type CodeMethod = Exclude<FactorMethod, "passkey">;

type Props = {
  /** Keeps the fields' ids apart from another form on the page. */
  idPrefix: string;
  methods: readonly FactorMethod[];
  submitLabel: string;
  submitCode: (method: CodeMethod, code: string) => Promise<void>;
  withPasskey: () => Promise<void>;
  /** Words for a failure (factorFailureText, or the caller's own). */
  failureText: (error: unknown) => string;
  /** Put the cursor in the code field at once (a dialog, a step that replaced the form). */
  autoFocus?: boolean;
};

const SIX_DIGITS = /^\d{6}$/;

/**
 * Proving a second factor: the authenticator app's code, a passkey, or a recovery code, as the
 * account offers them. One form for the sign-in's second step and for step-up. A failure is one
 * message, said on the field and announced; focus goes back to the field to try again.
 */
export function FactorForm({ idPrefix, methods, submitLabel, submitCode, withPasskey, failureText, autoFocus }: Props) {
  const t = useTranslations("admin.factor");
  const passkeysSupported = usePasskeysSupported();
  const firstCode: CodeMethod | undefined = methods.includes("totp")
    ? "totp"
    : methods.includes("recovery_code") && !methods.includes("passkey")
      ? "recovery_code"
      : undefined;
  const [mode, setMode] = useState<CodeMethod | undefined>(firstCode);
  const [code, setCode] = useState("");
  // A code's problem is said on its field (focus returns there); a passkey's, above the form.
  const [codeError, setCodeError] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [busy, setBusy] = useState<"code" | "passkey">();
  const field = useRef<HTMLInputElement>(null);
  const fieldName = `${idPrefix}-code`;

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus, mode]);

  const fail = (message: string) => {
    setCodeError(message);
    requestAnimationFrame(() => field.current?.focus());
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!mode) return;
    const typed = code.trim();
    if (typed === "") return fail(t(mode === "totp" ? "codeRequired" : "recoveryRequired"));
    if (mode === "totp" && !SIX_DIGITS.test(typed.replace(/\s/g, ""))) return fail(t("codeFormat"));
    setBusy("code");
    setCodeError(undefined);
    setPasskeyError(undefined);
    try {
      await submitCode(mode, typed);
    } catch (failure) {
      setCode("");
      fail(failureText(failure));
    } finally {
      setBusy(undefined);
    }
  }

  async function passkey() {
    setBusy("passkey");
    setCodeError(undefined);
    setPasskeyError(undefined);
    try {
      await withPasskey();
    } catch (failure) {
      setPasskeyError(failureText(failure));
    } finally {
      setBusy(undefined);
    }
  }

  function switchTo(next: CodeMethod) {
    setMode(next);
    setCode("");
    setCodeError(undefined);
    requestAnimationFrame(() => field.current?.focus());
  }

  const other: CodeMethod | undefined =
    mode === "totp" && methods.includes("recovery_code")
      ? "recovery_code"
      : mode !== "totp" && methods.includes("totp")
        ? "totp"
        : mode === undefined && methods.includes("recovery_code")
          ? "recovery_code"
          : undefined;

  return (
    <div className="flex flex-col gap-4">
      {/* Always present, so a failure is announced when it appears. */}
      <p role="alert" className="font-semibold text-red-700 empty:hidden">
        {passkeyError ?? ""}
      </p>
      {mode ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <CodeField
            ref={field}
            kind={mode}
            id={`field-${fieldName}`}
            name={fieldName}
            label={t(mode === "totp" ? "codeLabel" : "recoveryLabel")}
            hint={t(mode === "totp" ? "codeHint" : "recoveryHint")}
            error={codeError}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <SubmitButton
            pending={busy === "code"}
            label={submitLabel}
            pendingLabel={t("checking")}
            disabled={busy !== undefined}
          />
        </form>
      ) : null}
      {methods.includes("passkey") && passkeysSupported ? (
        <Button
          variant={mode ? "secondary" : "primary"}
          onClick={() => void passkey()}
          disabled={busy !== undefined}
          className="self-start"
        >
          {busy === "passkey" ? t("passkeyWaiting") : t("usePasskey")}
        </Button>
      ) : null}
      {methods.includes("passkey") && !passkeysSupported && !mode ? <p>{t("passkeyFailures.unsupported")}</p> : null}
      {other ? (
        <Button variant="link" onClick={() => switchTo(other)} className="self-start">
          {t(other === "totp" ? "useAppCode" : "useRecoveryCode")}
        </Button>
      ) : null}
    </div>
  );
}
