"use client";

import { useEffect, useRef } from "react";
import type { z } from "zod";

import { portalKeys, sessionForWrite, usePortalSession } from "@/hooks/use-portal-api";
import { invalidatePortalQueries, usePortalMutation, usePortalQuery, type QueryKey } from "@/hooks/use-portal-query";
import { fetchJson } from "@/lib/client/fetch-json";
import type { CardLimitPreviewBody, CardLimitRequestBody, CardType, CreateCardBody } from "@/lib/schemas/card";
import type { EvidenceInput } from "@/lib/schemas/identity";
import type { cardListSchema, CardLimitPreviewResponse, CardResponse } from "@/lib/schemas/responses/card";
import type { IdentityCheckAcceptedResponse, IdentityVerificationResponse } from "@/lib/schemas/responses/identity";
import type { SandboxSetupIntentResponse } from "@/lib/schemas/responses/misc";
import type { CardDetailsDisplayResponse, CardDetailsKeyResponse } from "@/lib/schemas/responses/portal";
import type {
  ClientSecretResponse,
  paymentMethodListSchema,
  PaymentMethodResponse,
  PublishableKeyResponse,
} from "@/lib/schemas/responses/payment-method";

// The client secret gets its own key: invalidating payment methods must not mint a new SetupIntent.
export const stepKeys = {
  publishableKey: ["portal", "stripe-publishable-key"] as const,
  clientSecret: ["portal", "stripe-client-secret"] as const,
};

const POLL_MS = 1500;

/** A GET under the employee's API base, once the session is known. */
function useApiQuery<T>(
  queryKey: QueryKey,
  path: string,
  options: { staleTime?: number; gcTime?: number; initialData?: T | undefined } = {},
) {
  const { data: session } = usePortalSession();
  return usePortalQuery({
    queryKey,
    queryFn: () => fetchJson<T>(`${session?.apiBase}${path}`),
    enabled: Boolean(session),
    ...options,
  });
}

/**
 * A POST under the API base; afterwards the live status and what the write touched are read again —
 * after a failure too, since a 409 usually means the page is showing an out-of-date state.
 */
function useApiWrite<TVars, TResult>(
  toRequest: (vars: TVars, apiBase: string) => { url: string; body?: unknown },
  invalidates: QueryKey[],
) {
  const { data: session } = usePortalSession();
  return usePortalMutation({
    mutationFn: async (vars: TVars) => {
      const current = await sessionForWrite(session);
      const { url, body } = toRequest(vars, current.apiBase);
      return fetchJson<TResult>(url, { method: "POST", body, csrfToken: current.csrfToken });
    },
    onSettled: () => Promise.all([portalKeys.status, ...invalidates].map(invalidatePortalQueries)),
  });
}

export const usePaymentMethods = (initialData?: z.output<typeof paymentMethodListSchema>) =>
  useApiQuery<z.output<typeof paymentMethodListSchema>>(portalKeys.paymentMethods, "/payment-methods", {
    initialData,
  });
export const usePublishableKey = () =>
  useApiQuery<PublishableKeyResponse>(stepKeys.publishableKey, "/payment-methods/stripe/publishable-key", {
    staleTime: Infinity,
  });
// Each read creates a SetupIntent: keep one while the form is open, forget it when the form closes.
export const useClientSecret = () =>
  useApiQuery<ClientSecretResponse>(stepKeys.clientSecret, "/payment-methods/stripe/client-secret", {
    staleTime: Infinity,
    gcTime: 0,
  });

export const useAttachPaymentMethod = () =>
  useApiWrite<string, PaymentMethodResponse>(
    (setupIntentId, base) => ({ url: `${base}/payment-methods/stripe`, body: { setupIntentId } }),
    [portalKeys.paymentMethods],
  );

/** The sandbox's stand-in for Stripe.js confirmSetup; the client secret is its proof. */
export const useSandboxConfirm = () =>
  useApiWrite<{ clientSecret: string; paymentMethod: string }, SandboxSetupIntentResponse>(
    ({ clientSecret, paymentMethod }) => ({
      url: `/api/sandbox/stripe/setup_intents/${encodeURIComponent(clientSecret.split("_secret_")[0] ?? "")}/confirm`,
      body: { payment_method: paymentMethod, client_secret: clientSecret },
    }),
    [],
  );

/** The verification state, polled while a check runs; the status is read again once it settles. */
export function useVerification() {
  const { data: session } = usePortalSession();
  const query = usePortalQuery({
    queryKey: portalKeys.verification,
    queryFn: () => fetchJson<IdentityVerificationResponse>(`${session?.apiBase}/identity-verification`),
    enabled: Boolean(session),
    refetchInterval: (data) => (data?.onboarding_status === "PENDING" ? POLL_MS : false),
  });
  const state = query.data?.onboarding_status;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === "PENDING" && state !== "PENDING") void invalidatePortalQueries(portalKeys.status);
    previous.current = state;
  }, [state]);
  return query;
}

export const useInitiateVerification = () =>
  useApiWrite<void, IdentityCheckAcceptedResponse>(
    (_none, base) => ({ url: `${base}/identity-verification/initiate` }),
    [portalKeys.verification],
  );
export const useSubmitEvidence = () =>
  useApiWrite<EvidenceInput, IdentityCheckAcceptedResponse>(
    (body, base) => ({ url: `${base}/evidence`, body }),
    [portalKeys.verification],
  );

export const useCards = (initialData?: z.output<typeof cardListSchema>) =>
  useApiQuery<z.output<typeof cardListSchema>>(portalKeys.cards, "/cards", { initialData });
/** The card request carries the terms the page showed (docs/payments-and-cards.md#terms). */
export type CardRequest = { cardType: CardType; termsConfirmation: CreateCardBody["termsConfirmation"] | undefined };
export const useCreateCard = () =>
  useApiWrite<CardRequest, CardResponse>(
    ({ cardType, termsConfirmation }, base) => ({
      url: `${base}/cards?cardType=${cardType}`,
      ...(termsConfirmation ? { body: { termsConfirmation } } : {}),
    }),
    [portalKeys.cards],
  );
/** The cardholder's own changes to their card: lock, unlock, report lost or stolen, mail a returned card again. */
export type CardChange =
  | { cardId: string; action: "lock" | "unlock"; body: { reason: "cardholder_request" } }
  | { cardId: string; action: "report-lost-or-stolen"; body: { reason: "lost" | "stolen" } }
  | { cardId: string; action: "mail-again"; body: { addressConfirmed: true } };
export const useCardChange = () =>
  useApiWrite<CardChange, CardResponse>(
    ({ cardId, action, body }, base) => ({ url: `${base}/cards/${encodeURIComponent(cardId)}/${action}`, body }),
    [portalKeys.cards],
  );
/** After the card, a new income answer: what it would do to the limit (nothing recorded), then the confirmed raise. */
export const useCardLimitPreview = () =>
  useApiWrite<{ cardId: string; body: CardLimitPreviewBody }, CardLimitPreviewResponse>(
    ({ cardId, body }, base) => ({ url: `${base}/cards/${encodeURIComponent(cardId)}/limit-requests/preview`, body }),
    [],
  );
export const useRaiseCardLimit = () =>
  useApiWrite<{ cardId: string; body: CardLimitRequestBody }, CardResponse>(
    ({ cardId, body }, base) => ({ url: `${base}/cards/${encodeURIComponent(cardId)}/limit-requests`, body }),
    [portalKeys.cards, portalKeys.atr],
  );
export const useActivateCard = () =>
  useApiWrite<string, CardResponse>(
    (cardId, base) => ({ url: `${base}/cards/${encodeURIComponent(cardId)}/activate-physical-card` }),
    [portalKeys.cards],
  );

/**
 * The card-details handshake of the issuer's element: which element and the issuer's card id,
 * then a short-lived key for the nonce the issuer's script made. Never cached: a key is for one showing.
 */
export function useCardDetailsHandshake() {
  const { data: session } = usePortalSession();
  return {
    ready: Boolean(session),
    display: (cardId: string) =>
      fetchJson<CardDetailsDisplayResponse>(`/api/portal/cards/${encodeURIComponent(cardId)}/details`),
    mintKey: (cardId: string, nonce: string) =>
      fetchJson<CardDetailsKeyResponse>(`/api/portal/cards/${encodeURIComponent(cardId)}/details`, {
        method: "POST",
        body: { nonce },
        csrfToken: session?.csrfToken,
      }),
  };
}
