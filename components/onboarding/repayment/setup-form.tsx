"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { useClientSecret, usePublishableKey } from "@/hooks/use-steps";
import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { SandboxCardForm } from "./sandbox-card-form";

// Stripe.js is fetched from js.stripe.com as soon as @stripe/stripe-js is imported, so the form
// that imports it is its own chunk, loaded only when this form opens with a real Stripe key.
const StripeSetupForm = dynamic(() => import("./stripe-setup-form"), {
  ssr: false,
  loading: () => <SecureFormLoading />,
});

const SANDBOX_KEY_PREFIX = "pk_test_sandbox";

type Props = { onSaved: (method: PaymentMethod) => void };

export function SetupForm({ onSaved }: Props) {
  const t = useTranslations("repayment.add");
  const key = usePublishableKey();
  const secret = useClientSecret();
  if (key.isError || secret.isError) return <Alert tone="error">{t("loadError")}</Alert>;
  if (!key.data || !secret.data) return <SecureFormLoading />;
  if (key.data.publishableKey.startsWith(SANDBOX_KEY_PREFIX)) {
    return (
      <SandboxCardForm
        clientSecret={secret.data.clientSecret}
        renewing={secret.isFetching}
        renew={() => void secret.refetch()}
        onSaved={onSaved}
      />
    );
  }
  return (
    <StripeSetupForm
      publishableKey={key.data.publishableKey}
      clientSecret={secret.data.clientSecret}
      onSaved={onSaved}
    />
  );
}

function SecureFormLoading() {
  const t = useTranslations("repayment.add");
  return <p role="status">{t("loading")}</p>;
}
