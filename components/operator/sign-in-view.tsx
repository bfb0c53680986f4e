"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { FactorMethod } from "@/components/admin/factor/factor-form";
import { SignInForm } from "@/components/admin/sign-in-form";
import { PasskeySignIn } from "@/components/admin/sign-in/passkey-sign-in";
import { SecondFactorStep } from "@/components/admin/sign-in/second-factor-step";
import type { SsoError } from "@/components/admin/sign-in/sso-errors";
import { SsoForm } from "@/components/admin/sign-in/sso-form";
import { Alert } from "@/components/ui/alert";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useAfterSignIn } from "@/hooks/use-admin-sign-in";

type FactorStep = { methods: readonly FactorMethod[]; csrfToken: string };

type Props = {
  /** The program's single sign-on, when the deployment has one (OPERATOR_SSO_*): its name. */
  sso?: { name: string };
  /** Why single sign-on sent the operator back (?sso_error=…). */
  ssoError?: SsoError;
  /** A session that owes its factor (single sign-on came back): the page opens at that step. */
  pendingFactor?: FactorStep;
};

/**
 * The console's sign-in: a passkey alone first (it is both factors), the program's single sign-on
 * when the deployment has one, or an e-mail and a password; after either of the last two, the
 * factor, which an operator always has. The parts are HR's, behind the operator door
 * (OperatorProviders).
 */
export function OperatorSignInView({ sso, ssoError, pendingFactor }: Props) {
  const t = useTranslations("operator.signIn");
  const [factorStep, setFactorStep] = useState<FactorStep | undefined>(pendingFactor);
  const onAnswer = useAfterSignIn(setFactorStep);

  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {ssoError ? (
        <Alert tone="error" title={t("ssoErrors.title")}>
          {t(`ssoErrors.${ssoError}`)}
        </Alert>
      ) : null}
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
          {sso ? <SsoForm email="" providerName={sso.name} /> : null}
          <TitledSection titleId="password-sign-in-title" title={t("passwordTitle")}>
            <p className="text-slate-700">{t("passwordIntro")}</p>
            <SignInForm onAnswer={onAnswer} />
          </TitledSection>
        </>
      )}
    </div>
  );
}
