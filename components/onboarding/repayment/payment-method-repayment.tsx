"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { Alert } from "@/components/ui/alert";
import { useGoToNextTask, useOnboardingStatus } from "@/hooks/use-onboarding";
import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";
import type {
  PaymentMethodListResponse as PaymentMethodList,
  PaymentMethodResponse as PaymentMethod,
} from "@/lib/schemas/responses/payment-method";

import { AddPaymentMethod } from "./add-payment-method";
import { describeMethod } from "./describe-method";
import { SavedPaymentMethods } from "./saved-payment-methods";
import { useRedirectReturn } from "./use-redirect-return";

/**
 * Repayment from a card or bank account the employee saves here. `required`: the program asks for
 * one (payroll deduction ended with the job, docs/program-rules.md) — said first, and the step is
 * not "set up" until one of theirs is verified. `initial`: the status and saved methods the server
 * rendered the page with (the browser keeps them fresh).
 */
export function PaymentMethodRepayment({
  required,
  initial,
}: {
  required?: { employer: string } | undefined;
  initial?: { status: OnboardingStatusResponse; paymentMethods: PaymentMethodList };
}) {
  const t = useTranslations("repayment");
  const tMethods = useTranslations("repayment.methods");
  const [saved, setSaved] = useState<PaymentMethod>();
  const goToNextTask = useGoToNextTask();
  // A verified method completes the step: on to the next task, no page left with only "Continue".
  // One still being verified (a bank account) says so here first.
  const onSaved = (method: PaymentMethod) => {
    if (method.paymentMethodStatus === "Verified" && !required) void goToNextTask("repayment");
    else setSaved(method);
  };
  const returnError = useRedirectReturn(onSaved);
  const status = useOnboardingStatus(initial?.status);
  // Requirement 8 is met by the employer's payroll deduction even while a method is required.
  const repaymentReady =
    !required &&
    status.data?.requirements.some((requirement) => requirement.key === "repayment_process" && requirement.fulfilled);
  const savedMessage = (method: PaymentMethod) =>
    t(method.paymentMethodStatus === "Pending" ? "saved.pending" : "saved.verified", {
      description: describeMethod(method, tMethods),
    });
  return (
    <div className="flex flex-col gap-6">
      {required ? (
        <Alert tone="warning" title={t("required.title")}>
          {t("required.body", { employer: required.employer })}
        </Alert>
      ) : null}
      <p>{t("intro")}</p>
      {returnError ? <Alert tone="error">{returnError}</Alert> : null}
      {/* After a save, focus moves to the outcome: the form that had it is gone. */}
      {saved ? (
        <ContinuePanel key={saved.id} current="repayment" message={savedMessage(saved)} />
      ) : repaymentReady ? (
        <ContinuePanel current="repayment" message={t("ready")} autoFocus={false} />
      ) : null}
      <SavedPaymentMethods initial={initial?.paymentMethods} />
      <AddPaymentMethod onSaved={onSaved} />
    </div>
  );
}
