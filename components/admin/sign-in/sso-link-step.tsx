"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { adminSignIn } from "@/hooks/use-admin-sign-in";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin";

import { factorFailureText } from "../factor/factor-failure";
import type { FactorMethod } from "../factor/factor-form";
import { PasswordProof } from "../step-up/password-proof";
import { SecondFactorStep } from "./second-factor-step";

/** What the confirm step asks for: the account's factor, or its password when it has none. */
export type SsoLinkStepProps = ({ kind: "factor"; methods: readonly FactorMethod[] } | { kind: "password" }) & {
  csrfToken: string;
};

type Props = SsoLinkStepProps & {
  onAnswer: (answer: AdminSignInAnswer) => void;
  onStartAgain: () => void;
};

/**
 * A first single sign-on found the person's existing account: before it signs them in and links
 * their provider identity to it, they confirm the account is theirs, with its second factor (the
 * sign-in's own second step) or, for an account without one, its password.
 */
export function SsoLinkStep({ onAnswer, onStartAgain, ...step }: Props) {
  const t = useTranslations("admin");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.kind === "password") heading.current?.focus();
  }, [step.kind]);
  if (step.kind === "factor")
    return (
      <SecondFactorStep
        methods={step.methods}
        csrfToken={step.csrfToken}
        onAnswer={onAnswer}
        onStartAgain={onStartAgain}
        title={t("signIn.ssoLink.title")}
        intro={t("signIn.ssoLink.factorIntro")}
      />
    );
  return (
    <section aria-labelledby="sso-link-title" className="flex flex-col gap-4">
      <h2 id="sso-link-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t("signIn.ssoLink.title")}
      </h2>
      <p className="text-slate-700">{t("signIn.ssoLink.passwordIntro")}</p>
      <div className="rounded-md border border-slate-300 bg-white p-4">
        <PasswordProof
          intro={null}
          prove={async (password) => onAnswer(await adminSignIn.ssoLinkPassword({ password }, step.csrfToken))}
          failureText={(error) => factorFailureText(t, error)}
        />
      </div>
      <Button variant="link" onClick={onStartAgain} className="self-start">
        {t("signIn.factorStep.startAgain")}
      </Button>
    </section>
  );
}
