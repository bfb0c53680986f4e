"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { usePasskeysSupported } from "@/components/admin/factor/passkey";
import { problemKey } from "@/components/admin/query-problem";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSignInCalls } from "@/hooks/use-admin-sign-in";
import { isInviteInvalid } from "@/hooks/use-join-invite";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

type Props = { token: string; onAnswer: (answer: AdminSignInAnswer) => void };

/**
 * Joining without a password: the invitation is accepted, and the enrolment that follows adds the
 * passkey that will sign the operator in. Not offered where the browser has no passkeys, since an
 * operator without a password and without a passkey could never sign in.
 */
export function JoinWithPasskey({ token, onAnswer }: Props) {
  const t = useTranslations("operator.join");
  const admin = useTranslations("admin");
  const supported = usePasskeysSupported();
  const calls = useSignInCalls();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [invalid, setInvalid] = useState(false);

  async function join() {
    setBusy(true);
    setProblem(undefined);
    try {
      onAnswer(await calls.join({ token }));
    } catch (failure) {
      if (isInviteInvalid(failure)) setInvalid(true);
      else setProblem(admin(`common.${problemKey(failure)}`));
      setBusy(false);
    }
  }

  if (invalid)
    return (
      <Alert tone="warning" title={t("invalid.title")}>
        {t("invalid.body")}
      </Alert>
    );
  if (!supported) return <p>{admin("factor.passkeyFailures.unsupported")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">{t("passkeyIntro")}</p>
      {/* Always present, so a failure is announced when it appears. */}
      <p role="alert" className="font-semibold text-red-700 empty:hidden">
        {problem ?? ""}
      </p>
      <Button onClick={() => void join()} disabled={busy} className="self-start">
        {busy ? admin("join.joining") : t("passkeySubmit")}
      </Button>
    </div>
  );
}
