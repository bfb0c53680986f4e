"use client";

import { useTranslations } from "use-intl";

import { adminSignIn } from "@/hooks/use-admin-sign-in";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

import { factorFailureText } from "../factor/factor-failure";
import type { FactorMethod } from "../factor/factor-form";
import { PasswordProof } from "../step-up/password-proof";
import { SecondFactorStep } from "./second-factor-step";
import { SignInStep } from "./sign-in-step";

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
    <SignInStep
      titleId="sso-link-title"
      title={t("signIn.ssoLink.title")}
      intro={t("signIn.ssoLink.passwordIntro")}
      onStartAgain={onStartAgain}
    >
      <PasswordProof
        intro={null}
        prove={async (password) => onAnswer(await adminSignIn.ssoLinkPassword({ password }, step.csrfToken))}
        failureText={(error) => factorFailureText(t, error)}
      />
    </SignInStep>
  );
}
