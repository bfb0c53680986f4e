"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCardDetailsHandshake } from "@/hooks/use-steps";
import type { CardDetailsDisplayResponse } from "@/lib/schemas/responses/portal";

import { SandboxCardDetails } from "./sandbox-card-details";

// Stripe.js and Issuing Elements load only when someone asks to see their card's details.
const StripeCardDetails = dynamic(() => import("./stripe-card-details"), { ssr: false });

type State =
  | { step: "hidden" }
  | { step: "loading" }
  | { step: "shown"; display: CardDetailsDisplayResponse }
  | { step: "failed" };

/**
 * "Show card details": the number, expiry and security code of the virtual card, drawn by the
 * card issuer's own element in its own frame (Stripe Issuing Elements; a marked test frame in the
 * sandbox) with a key our server mints for this card only. The portal page never holds them.
 */
export function CardNumberReveal({ cardId }: { cardId: string }) {
  const t = useTranslations("card.details.reveal");
  const handshake = useCardDetailsHandshake();
  const [state, setState] = useState<State>({ step: "hidden" });

  async function show() {
    setState({ step: "loading" });
    try {
      setState({ step: "shown", display: await handshake.display(cardId) });
    } catch {
      setState({ step: "failed" });
    }
  }
  const mintKey = (nonce: string) => handshake.mintKey(cardId, nonce);
  const failed = () => setState({ step: "failed" });

  if (state.step === "shown") {
    const { display } = state;
    return (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">{t("private")}</p>
        {display.display === "stripe" ? (
          <StripeCardDetails
            publishableKey={display.publishableKey}
            issuingCard={display.issuingCard}
            mintKey={mintKey}
            onError={failed}
          />
        ) : (
          <SandboxCardDetails issuingCard={display.issuingCard} mintKey={mintKey} onError={failed} />
        )}
        <div>
          <Button variant="secondary" onClick={() => setState({ step: "hidden" })}>
            {t("hide")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {state.step === "failed" ? <Alert tone="error">{t("error")}</Alert> : null}
      <div>
        <Button variant="secondary" onClick={show} disabled={!handshake.ready || state.step === "loading"}>
          {state.step === "loading" ? t("loading") : t("show")}
        </Button>
      </div>
    </div>
  );
}
