"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { PageHeading } from "@/components/ui/page-heading";
import { useAfterSignIn } from "@/hooks/use-admin-sign-in";

import type { FactorMethod } from "../factor/factor-form";
import { SignInForm } from "../sign-in-form";
import { PasskeySignIn } from "./passkey-sign-in";
import { SecondFactorStep } from "./second-factor-step";
import type { SsoError } from "./sso-errors";
import { SsoLinkStep, type SsoLinkStepProps } from "./sso-link-step";
import { SSO_FIELD, SsoForm } from "./sso-form";

type Props = {
  ssoError: SsoError | undefined;
  /** A first single sign-on to an existing account, waiting for the person to confirm it is theirs. */
  ssoLink?: SsoLinkStepProps;
};

/**
 * The HR sign-in: e-mail and password, then a second factor when the account has one; or a
 * passkey alone; or single sign-on. A failed single sign-on comes back here with its reason; one
 * that found an existing account not linked yet, with the step that confirms it.
 */
export function SignInView({ ssoError, ssoLink }: Props) {
  const t = useTranslations("admin.signIn");
  const router = useRouter();
  const [factorStep, setFactorStep] = useState<{ methods: readonly FactorMethod[]; csrfToken: string }>();
  const [ssoEmail, setSsoEmail] = useState("");
  const [ssoRequired, setSsoRequired] = useState(false);
  const onAnswer = useAfterSignIn(setFactorStep);

  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {ssoError ? (
        <Alert tone="error" title={t("ssoErrors.title")}>
          {t(`ssoErrors.${ssoError}`)}
        </Alert>
      ) : null}
      {ssoLink ? (
        <SsoLinkStep {...ssoLink} onAnswer={onAnswer} onStartAgain={() => router.replace("/admin/sign-in")} />
      ) : factorStep ? (
        <SecondFactorStep
          methods={factorStep.methods}
          csrfToken={factorStep.csrfToken}
          onAnswer={onAnswer}
          onStartAgain={() => setFactorStep(undefined)}
        />
      ) : (
        <>
          <SignInForm
            onAnswer={onAnswer}
            sso={{
              fieldId: SSO_FIELD,
              onRequired: (email) => {
                setSsoEmail(email);
                setSsoRequired(true);
              },
            }}
          />
          <PasskeySignIn onAnswer={onAnswer} />
          <SsoForm email={ssoEmail} notice={ssoRequired ? t("ssoRequired") : undefined} />
        </>
      )}
    </div>
  );
}
