"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useAttachPaymentMethod, useSandboxConfirm } from "@/hooks/use-steps";
import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { saveErrorMessage } from "./save-error";

// Stripe's test tokens that the sandbox understands (docs/payments-and-cards.md).
const TEST_METHODS = [
  "pm_card_visa",
  "pm_card_mastercard",
  "pm_card_visa_debit",
  "pm_card_amex",
  "pm_card_chargeDeclined",
  "pm_usBankAccount",
] as const;

type Props = { clientSecret: string; renewing: boolean; renew: () => void; onSaved: (method: PaymentMethod) => void };

/** Stands in for Stripe's Payment Element when there is no Stripe behind the sandbox key. */
export function SandboxCardForm({ clientSecret, renewing, renew, onSaved }: Props) {
  const t = useTranslations("repayment");
  const [token, setToken] = useState<string>(TEST_METHODS[0]);
  const [error, setError] = useState<string>();
  const confirm = useSandboxConfirm();
  const attach = useAttachPaymentMethod();
  const busy = confirm.isPending || attach.isPending;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      const intent = await confirm.mutateAsync({ clientSecret, paymentMethod: token });
      if (intent.last_setup_error) {
        setError(intent.last_setup_error.code === "card_declined" ? t("errors.declined") : t("errors.notConfirmed"));
        // A SetupIntent is confirmed once: the next attempt needs a new one.
        renew();
        return;
      }
      onSaved(await attach.mutateAsync(intent.id));
    } catch (problem) {
      setError(saveErrorMessage(problem, t));
      renew();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Alert tone="warning" title={t("sandbox.title")}>
        {t("sandbox.notice")}
      </Alert>
      {error ? (
        <Alert tone="error" title={t("errors.title")}>
          {error}
        </Alert>
      ) : null}
      <SelectField
        label={t("sandbox.label")}
        name="sandboxPaymentMethod"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        options={TEST_METHODS.map((value) => ({ value, label: t(`sandbox.options.${value}`) }))}
      />
      <p role="status">{busy ? t("add.saving") : ""}</p>
      <div>
        <Button type="submit" disabled={busy || renewing}>
          {t("add.submit")}
        </Button>
      </div>
    </form>
  );
}
