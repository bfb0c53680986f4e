"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { useAccountDoor } from "@/hooks/use-account-door";
import { useHrAccount, useStepUpCalls } from "@/hooks/use-hr-account";
import type { StepUpProofKind } from "@/hooks/use-step-up";

import { factorFailureText } from "../factor/factor-failure";
import { FactorForm, type FactorMethod } from "../factor/factor-form";
import { passkeyAssertion } from "../factor/passkey";
import { PasswordProof } from "./password-proof";

const EVERY_METHOD: readonly FactorMethod[] = ["totp", "passkey", "recovery_code"];

/**
 * A modal dialog (the browser's own <dialog>: focus stays inside, Escape cancels) asking for a
 * factor before a sensitive action — or the password, from someone who has no factor. It offers
 * the factors the account has; while the account is read, or if it cannot be, every kind. Focus
 * returns to where it was when the dialog closes. Behind either door: its API, its enrol page, its
 * window's words.
 */
export function StepUpDialog({
  proof,
  onVerified,
  onCancel,
}: {
  /** What the API asked for: a factor, or (someone without one) the password. */
  proof: StepUpProofKind;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("admin");
  const door = useAccountDoor();
  // The words that differ by door (how long a factor counts) are under the door's own messages.
  const own = useTranslations(door.name);
  const dialog = useRef<HTMLDialogElement>(null);
  const account = useHrAccount({ enabled: proof === "factor" });
  const calls = useStepUpCalls();

  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    // Into the code field (or the passkey button) at once: effects inside ran before the dialog opened.
    element?.querySelector<HTMLElement>("input, button")?.focus();
    return () => {
      element?.close();
      before?.focus();
    };
  }, []);

  const data = account.data;
  const methods: readonly FactorMethod[] = data
    ? [
        ...(data.totp ? (["totp"] as const) : []),
        ...(data.passkeys.length > 0 ? (["passkey"] as const) : []),
        ...(data.recoveryCodesLeft > 0 ? (["recovery_code"] as const) : []),
      ]
    : EVERY_METHOD;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="step-up-title"
      aria-describedby="step-up-intro"
      // Escape: the browser's cancel event, turned into our cancel so the waiting call is told.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-md border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id="step-up-title" className="text-xl font-bold">
          {t("stepUp.title")}
        </h2>
        <p id="step-up-intro">{own("stepUp.intro")}</p>
        {proof === "password" ? (
          <PasswordProof
            prove={async (password) => {
              await calls.prove({ method: "password", password });
              onVerified();
            }}
            failureText={(error) => factorFailureText(t, error)}
          />
        ) : account.isPending ? (
          <p role="status">{t("stepUp.loading")}</p>
        ) : methods.length === 0 ? (
          <p>
            {t("stepUp.noFactor")} <TextLink href={`${door.pages}/enrol`}>{t("stepUp.enrol")}</TextLink>
          </p>
        ) : (
          <FactorForm
            idPrefix="step-up"
            methods={methods}
            submitLabel={t("stepUp.confirm")}
            autoFocus
            submitCode={async (method, code) => {
              await calls.prove({ method, code });
              onVerified();
            }}
            withPasskey={async () => {
              await calls.prove({ method: "passkey", response: await passkeyAssertion(calls.options) });
              onVerified();
            }}
            failureText={(error) => factorFailureText(t, error)}
          />
        )}
        <Button variant="secondary" onClick={onCancel} className="self-start">
          {t("stepUp.cancel")}
        </Button>
      </div>
    </dialog>
  );
}
