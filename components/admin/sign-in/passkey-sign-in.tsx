"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TitledSection } from "@/components/ui/titled-section";
import { useSignInCalls } from "@/hooks/use-admin-sign-in";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

import { factorFailureText } from "../factor/factor-failure";
import { passkeyAssertion, usePasskeysSupported } from "../factor/passkey";

/** "Sign in with a passkey": no e-mail to type, the passkey says whose account it opens. Hidden where the browser has none. */
export function PasskeySignIn({ onAnswer }: { onAnswer: (answer: AdminSignInAnswer) => void }) {
  const t = useTranslations("admin");
  const calls = useSignInCalls();
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function signIn() {
    setBusy(true);
    setProblem(undefined);
    try {
      onAnswer(await calls.passkey(await passkeyAssertion(calls.passkeyOptions)));
    } catch (error) {
      setProblem(
        error instanceof ApiProblem && error.code === "sso_required"
          ? t("signIn.ssoRequired")
          : error instanceof ApiProblem && error.status === 401
            ? t("signIn.passkeyNotAccepted")
            : factorFailureText(t, error),
      );
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <TitledSection titleId="passkey-sign-in-title" title={t("signIn.passkey.title")}>
      <p className="text-slate-700">{t("signIn.passkey.intro")}</p>
      {/* Always present, so a failure is announced when it appears. */}
      <p role="alert" className="font-semibold text-red-700 empty:hidden">
        {problem ?? ""}
      </p>
      <Button variant="secondary" onClick={() => void signIn()} disabled={busy} className="self-start">
        {busy ? t("factor.passkeyWaiting") : t("signIn.passkey.submit")}
      </Button>
    </TitledSection>
  );
}
