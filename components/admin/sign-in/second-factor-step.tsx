"use client";

import { useTranslations } from "use-intl";

import { useSignInCalls } from "@/hooks/use-admin-sign-in";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

import { factorFailureText } from "../factor/factor-failure";
import { FactorForm, type FactorMethod } from "../factor/factor-form";
import { passkeyAssertion } from "../factor/passkey";
import { SignInStep } from "./sign-in-step";

type Props = {
  methods: readonly FactorMethod[];
  /** From the password's answer: the second step's writes carry it. */
  csrfToken: string;
  onAnswer: (answer: AdminSignInAnswer) => void;
  onStartAgain: () => void;
  /** The step's own words, when it is not the one after a password (a first single sign-on's). */
  title?: string;
  intro?: string;
};

/**
 * The sign-in's second step, after a right password: the person's factor. A wrong one of any kind
 * gets the same words (factorFailureText), so nobody learns which factor they got wrong.
 */
export function SecondFactorStep({ methods, csrfToken, onAnswer, onStartAgain, title, intro }: Props) {
  const t = useTranslations("admin");
  const calls = useSignInCalls();
  return (
    <SignInStep
      titleId="second-factor-title"
      title={title ?? t("signIn.factorStep.title")}
      intro={intro ?? t("signIn.factorStep.intro")}
      onStartAgain={onStartAgain}
    >
      <FactorForm
        idPrefix="sign-in"
        methods={methods}
        submitLabel={t("signIn.factorStep.submit")}
        submitCode={async (method, code) => onAnswer(await calls.factor({ method, code }, csrfToken))}
        withPasskey={async () => {
          const response = await passkeyAssertion(() => calls.factorOptions(csrfToken));
          onAnswer(await calls.factor({ method: "passkey", response }, csrfToken));
        }}
        failureText={(error) => factorFailureText(t, error)}
      />
    </SignInStep>
  );
}
