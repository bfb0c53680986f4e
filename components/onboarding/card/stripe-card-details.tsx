"use client";

import type { StripeElementStyle } from "@stripe/stripe-js";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { stripeFor } from "@/lib/client/stripe-loader";
import type { CardDetailsKeyResponse } from "@/lib/schemas/responses/portal";

type Props = {
  publishableKey: string;
  issuingCard: string;
  mintKey: (nonce: string) => Promise<CardDetailsKeyResponse>;
  onError: () => void;
};

// The portal's text colour and monospace digits inside Stripe's frames.
const STYLE: StripeElementStyle = {
  base: {
    color: "#0f172a",
    fontSize: "18px",
    fontFamily: "ui-monospace, Menlo, Consolas, monospace",
    letterSpacing: "0.03em",
  },
};

/**
 * Stripe Issuing Elements: Stripe.js makes a single-use nonce for the card, our server exchanges
 * it for an ephemeral key (POST /api/portal/cards/{cardId}/details), and Stripe's own frames draw
 * the number, expiry and security code. They never reach our page, our server or our logs.
 */
export default function StripeCardDetails({ publishableKey, issuingCard, mintKey, onError }: Props) {
  const t = useTranslations("card.details.reveal");
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvc = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const mounted: Array<{ destroy: () => void }> = [];
    void (async () => {
      const stripe = await stripeFor(publishableKey);
      if (!stripe) return live && onError();
      const made = await stripe.createEphemeralKeyNonce({ issuingCard });
      if (!made.nonce) return live && onError();
      let key: CardDetailsKeyResponse;
      try {
        key = await mintKey(made.nonce);
      } catch {
        return live && onError();
      }
      if (!live || !number.current || !expiry.current || !cvc.current || !copy.current) return;
      const options = { issuingCard, nonce: key.nonce, ephemeralKeySecret: key.ephemeralKeySecret, style: STYLE };
      const elements = stripe.elements();
      const numberDisplay = elements.create("issuingCardNumberDisplay", options);
      const expiryDisplay = elements.create("issuingCardExpiryDisplay", options);
      const cvcDisplay = elements.create("issuingCardCvcDisplay", options);
      const copyButton = elements.create("issuingCardCopyButton", {
        toCopy: "number",
        style: { base: { fontSize: "14px", lineHeight: "24px" } },
      });
      numberDisplay.mount(number.current);
      expiryDisplay.mount(expiry.current);
      cvcDisplay.mount(cvc.current);
      copyButton.mount(copy.current);
      mounted.push(numberDisplay, expiryDisplay, cvcDisplay, copyButton);
    })();
    return () => {
      live = false;
      for (const element of mounted) element.destroy();
    };
    // One handshake per showing of this card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, issuingCard]);

  return (
    <dl className="grid max-w-sm grid-cols-2 gap-2 rounded-md border border-slate-300 p-3">
      <div className="col-span-2">
        <dt className="text-sm text-slate-700">{t("number")}</dt>
        <dd className="flex items-center gap-2">
          <div ref={number} className="min-h-6 flex-1" data-testid="issuing-card-number" />
          <div ref={copy} className="h-6 w-6" />
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-700">{t("expiry")}</dt>
        <dd>
          <div ref={expiry} className="min-h-6 w-20" />
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-700">{t("cvc")}</dt>
        <dd>
          <div ref={cvc} className="min-h-6 w-16" />
        </dd>
      </div>
    </dl>
  );
}
