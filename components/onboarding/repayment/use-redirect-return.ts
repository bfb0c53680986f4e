"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { useAttachPaymentMethod } from "@/hooks/use-steps";
import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { saveErrorMessage } from "./save-error";

/**
 * Some bank payment methods leave the page to confirm and come back to return_url with
 * ?setup_intent=seti_…: attach it once and tidy the address bar.
 */
export function useRedirectReturn(onSaved: (method: PaymentMethod) => void): string | undefined {
  const t = useTranslations("repayment");
  const attach = useAttachPaymentMethod();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const setupIntentId = new URLSearchParams(window.location.search).get("setup_intent");
    if (!setupIntentId) return;
    started.current = true;
    window.history.replaceState(null, "", window.location.pathname);
    attach.mutateAsync(setupIntentId).then(onSaved, (problem: unknown) => setError(saveErrorMessage(problem, t)));
  }, [attach, onSaved, t]);
  return error;
}
