"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance } from "@stripe/stripe-js";
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAttachPaymentMethod } from "@/hooks/use-steps";
import { stripeFor } from "@/lib/client/stripe-loader";
import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { saveErrorMessage } from "./save-error";

// The portal's colours and fonts inside Stripe's iframe (brand-700, the system font stack).
const APPEARANCE: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#174ba6",
    colorDanger: "#b91c1c",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    borderRadius: "6px",
  },
};

type Props = { publishableKey: string; clientSecret: string; onSaved: (method: PaymentMethod) => void };

/** Stripe's Payment Element: card and bank details go from the browser straight to Stripe. */
export default function StripeSetupForm({ publishableKey, clientSecret, onSaved }: Props) {
  const locale = useLocale() === "es" ? "es" : "en";
  return (
    <Elements
      key={clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: APPEARANCE, locale }}
    >
      <PaymentFields publishableKey={publishableKey} onSaved={onSaved} />
    </Elements>
  );
}

function PaymentFields({ publishableKey, onSaved }: { publishableKey: string; onSaved: Props["onSaved"] }) {
  const t = useTranslations("repayment");
  const stripe = useStripe();
  const elements = useElements();
  const attach = useAttachPaymentMethod();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void stripeFor(publishableKey).then((loaded) => {
      if (!loaded) setError(t("errors.stripeUnavailable"));
    });
  }, [publishableKey, t]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await stripe.confirmSetup({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        setError(result.error.message ?? t("errors.notConfirmed"));
        return;
      }
      onSaved(await attach.mutateAsync(result.setupIntent.id));
    } catch (problem) {
      setError(saveErrorMessage(problem, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error ? (
        <Alert tone="error" title={t("errors.title")}>
          {error}
        </Alert>
      ) : null}
      <PaymentElement onLoadError={(event) => setError(event.error.message ?? t("errors.stripeUnavailable"))} />
      <p role="status">{busy ? t("add.saving") : ""}</p>
      <div>
        <Button type="submit" disabled={!stripe || !elements || busy}>
          {t("add.submit")}
        </Button>
      </div>
    </form>
  );
}
