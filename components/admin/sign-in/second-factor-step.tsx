"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { adminSignIn } from "@/hooks/use-admin-sign-in";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin";

import { factorFailureText } from "../factor/factor-failure";
import { FactorForm, type FactorMethod } from "../factor/factor-form";
import { passkeyAssertion } from "../factor/passkey";

type Props = {
  methods: readonly FactorMethod[];
  /** From the password's answer: the second step's writes carry it. */
  csrfToken: string;
  onAnswer: (answer: AdminSignInAnswer) => void;
  /** Back to the e-mail and password (another account, or a session that timed out meanwhile). */
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="second-factor-title" className="flex flex-col gap-4">
      <h2
        id="second-factor-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
      >
        {title ?? t("signIn.factorStep.title")}
      </h2>
      <p className="text-slate-700">{intro ?? t("signIn.factorStep.intro")}</p>
      <div className="rounded-md border border-slate-300 bg-white p-4">
        <FactorForm
          idPrefix="sign-in"
          methods={methods}
          submitLabel={t("signIn.factorStep.submit")}
          submitCode={async (method, code) => onAnswer(await adminSignIn.factor({ method, code }, csrfToken))}
          withPasskey={async () => {
            const response = await passkeyAssertion(() => adminSignIn.factorOptions(csrfToken));
            onAnswer(await adminSignIn.factor({ method: "passkey", response }, csrfToken));
          }}
          failureText={(error) => factorFailureText(t, error)}
        />
      </div>
      <Button variant="link" onClick={onStartAgain} className="self-start">
        {t("signIn.factorStep.startAgain")}
      </Button>
    </section>
  );
}
