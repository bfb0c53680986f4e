"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { Alert } from "@/components/ui/alert";
import { useOnboardingStatus } from "@/hooks/use-onboarding";
import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { AddPaymentMethod } from "./add-payment-method";
import { describeMethod } from "./describe-method";
import { SavedPaymentMethods } from "./saved-payment-methods";
import { useRedirectReturn } from "./use-redirect-return";

/** Repayment from a card or bank account the employee saves here. */
export function PaymentMethodRepayment() {
  const t = useTranslations("repayment");
  const tMethods = useTranslations("repayment.methods");
  const [saved, setSaved] = useState<PaymentMethod>();
  const returnError = useRedirectReturn(setSaved);
  const status = useOnboardingStatus();
  const repaymentReady = status.data?.requirements.some((requirement) => requirement.key === "repayment_process" && requirement.fulfilled);
  const savedMessage = (method: PaymentMethod) =>
    t(method.paymentMethodStatus === "Pending" ? "saved.pending" : "saved.verified", { description: describeMethod(method, tMethods) });
  return (
    <div className="flex flex-col gap-6">
      <p>{t("intro")}</p>
      {returnError ? <Alert tone="error">{returnError}</Alert> : null}
      {/* After a save, focus moves to the outcome: the form that had it is gone. */}
      {saved ? (
        <ContinuePanel key={saved.id} current="repayment" message={savedMessage(saved)} />
      ) : repaymentReady ? (
        <ContinuePanel current="repayment" message={t("ready")} autoFocus={false} />
      ) : null}
      <SavedPaymentMethods />
      <AddPaymentMethod onSaved={setSaved} />
    </div>
  );
}
