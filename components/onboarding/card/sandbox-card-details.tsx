"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "use-intl";

import type { CardDetailsKeyResponse } from "@/lib/schemas/responses/portal";

type Props = { issuingCard: string; mintKey: (nonce: string) => Promise<CardDetailsKeyResponse>; onError: () => void };

/**
 * The sandbox's stand-in for Stripe's Issuing Elements, shaped like them: a nonce made in the
 * browser, a key minted by our server for it, and the details drawn in a frame of their own
 * (POST /api/sandbox/issuing/card-details, reached by a form posted into the frame so the key is
 * never in a URL). The frame marks them as test details.
 */
export function SandboxCardDetails({ issuingCard, mintKey, onError }: Props) {
  const t = useTranslations("card.details.reveal");
  const locale = useLocale();
  const frameName = `sandbox-card-${useId().replace(/[^A-Za-z0-9]/g, "")}`;
  const form = useRef<HTMLFormElement>(null);
  const [key, setKey] = useState<CardDetailsKeyResponse>();

  useEffect(() => {
    let live = true;
    const nonce = `sbxnonce_${crypto.randomUUID().replace(/-/g, "")}`;
    mintKey(nonce).then(
      (minted) => live && setKey(minted),
      () => live && onError(),
    );
    return () => {
      live = false;
    };
    // One key per showing: the handshake runs when the details are shown, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [issuingCard]);

  useEffect(() => {
    if (key) form.current?.submit();
  }, [key]);

  return (
    <>
      {/* Tall enough for its content at 320 px (the copy button may wrap under the number). */}
      <iframe
        name={frameName}
        title={t("frameTitle")}
        allow="clipboard-write"
        className="h-64 w-full max-w-sm rounded-md border border-slate-300"
      />
      {key ? (
        <form ref={form} method="post" action="/api/sandbox/issuing/card-details" target={frameName} hidden>
          <input type="hidden" name="issuingCard" value={key.issuingCard} />
          <input type="hidden" name="nonce" value={key.nonce} />
          <input type="hidden" name="ephemeralKeySecret" value={key.ephemeralKeySecret} />
          <input type="hidden" name="lang" value={locale} />
        </form>
      ) : null}
    </>
  );
}
