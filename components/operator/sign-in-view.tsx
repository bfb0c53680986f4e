"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { FactorMethod } from "@/components/admin/factor/factor-form";
import { SignInForm } from "@/components/admin/sign-in-form";
import { PasskeySignIn } from "@/components/admin/sign-in/passkey-sign-in";
import { SecondFactorStep } from "@/components/admin/sign-in/second-factor-step";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useAfterSignIn } from "@/hooks/use-admin-sign-in";

/**
 * The console's sign-in: a passkey alone first (it is both factors), or an e-mail and a password
 * and then the factor, which an operator always has. No single sign-on. The parts are HR's,
 * behind the operator door (OperatorProviders).
 */
export function OperatorSignInView() {
  const t = useTranslations("operator.signIn");
  const [factorStep, setFactorStep] = useState<{ methods: readonly FactorMethod[]; csrfToken: string }>();
  const onAnswer = useAfterSignIn(setFactorStep);

  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {factorStep ? (
        <SecondFactorStep
          methods={factorStep.methods}
          csrfToken={factorStep.csrfToken}
          onAnswer={onAnswer}
          onStartAgain={() => setFactorStep(undefined)}
        />
      ) : (
        <>
          <PasskeySignIn onAnswer={onAnswer} />
          <TitledSection titleId="password-sign-in-title" title={t("passwordTitle")}>
            <p className="text-slate-700">{t("passwordIntro")}</p>
            <SignInForm onAnswer={onAnswer} />
          </TitledSection>
        </>
      )}
    </div>
  );
}
