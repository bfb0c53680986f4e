/**
 * The e-mails a person gets from us about their own onboarding and card (docs/notifications.md).
 * Four are service messages about a moment that matters, each sent once for its occasion; the
 * reminder is the only one a person can turn off.
 */
export const NOTIFICATION_KINDS = [
  "card_issued",
  "card_shipped",
  "documents_needed",
  "identity_failed",
  "bank_account_verified",
  "card_limit_raised",
  "onboarding_reminder",
  "product_update",
  "agreement_updated",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Product e-mails (news of the program's features): sent only to a person whose consent to the
 * optional product e-mails agreement stands, checked again just before each is sent, so a
 * withdrawal stops what was queued before it. Every other kind is a service message about the
 * person's own onboarding and card, sent whatever they consented to.
 */
export const PRODUCT_EMAIL_KINDS: readonly NotificationKind[] = ["product_update"];
export const needsProductConsent = (kind: NotificationKind): boolean => PRODUCT_EMAIL_KINDS.includes(kind);

/** The optional agreement whose acceptance is the consent to product e-mails (lib/seed/seed-agreements.ts). */
export const PRODUCT_EMAILS_AGREEMENT_SLUG = "product-updates";

/** The portal pages an e-mail's button opens: the only places an e-mail's sign-in link may land. */
export const EMAIL_PAGES = {
  portal: "/onboarding",
  personal: "/onboarding/personal",
  card: "/onboarding/card",
  identity: "/onboarding/identity",
  agreements: "/onboarding/agreements",
} as const;
export type EmailPage = keyof typeof EMAIL_PAGES;

/** Whether `path` is a page an e-mail may land on (a stored landing is checked again when used). */
export const isEmailPage = (path: string): boolean => Object.values<string>(EMAIL_PAGES).includes(path);

/** The page each e-mail's button opens: the step it is about. */
export const ACTION_PAGE: Record<NotificationKind, EmailPage> = {
  card_issued: "card",
  card_shipped: "card",
  documents_needed: "identity",
  identity_failed: "personal",
  bank_account_verified: "portal",
  card_limit_raised: "card",
  onboarding_reminder: "portal",
  product_update: "portal",
  agreement_updated: "agreements",
};

/**
 * Whether the e-mail's button signs the person in (a fresh single-use link in each e-mail, a day
 * long, docs/notifications.md#links-that-sign-in): every service message and reminder. A product
 * e-mail asks nothing of them and carries no credential.
 */
export const signsIn = (kind: NotificationKind): boolean => !needsProductConsent(kind);

/** What each e-mail carries beyond the person and their employer: no more than it needs, never personal data. */
export type NotificationData = {
  card_issued: { cardType: "virtual" | "all"; replacement: boolean };
  card_shipped: { trackingNumber: string | null; carrier: string | null; eta: string | null };
  documents_needed: Record<string, never>;
  identity_failed: Record<string, never>;
  bank_account_verified: Record<string, never>;
  /** Nothing of the limit itself: the e-mail only says it changed, and what to do if they did not ask. */
  card_limit_raised: Record<string, never>;
  onboarding_reminder: Record<string, never>;
  product_update: Record<string, never>;
  /** A new version of a document they accepted: its title in each language, when it takes effect, what they do. */
  agreement_updated: {
    title: { en: string; es: string };
    effectiveAt: string;
    reacceptance: "required" | "notify";
  };
};

/** One e-mail to queue: its kind, what makes it unique for the person (a card, an identity check), its data. */
export type NotificationOccasion = {
  [K in NotificationKind]: { kind: K; occasion: string; data: NotificationData[K] };
}[NotificationKind];

/** The events that call for an e-mail. */
export const NOTIFICATION_EVENT_TYPES = [
  "card.created",
  "card.shipped",
  "identity-verification.needs-documentary-evidence",
  "identity-verification.failed",
  "payment_method.updated",
  "card.limit_raised",
] as const;

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);

/**
 * The e-mail an event calls for, or null. The occasion is the card or the identity check, not the
 * event: whatever records a fact twice, the person hears of it once. A failed identity check is
 * only final after the documentary review (`stage: "documentary"`, the check's kind); before it, the person is asked
 * for documents instead (its own event).
 */
export function notificationForEvent(event: {
  type: string;
  data: Record<string, unknown>;
}): NotificationOccasion | null {
  const { data } = event;
  switch (event.type) {
    case "card.created": {
      const cardId = text(data.cardId);
      if (!cardId) return null;
      const cardType = data.cardType === "all" ? "all" : "virtual";
      return {
        kind: "card_issued",
        occasion: cardId,
        data: { cardType, replacement: text(data.replacesCardId) !== null },
      };
    }
    case "card.shipped": {
      const cardId = text(data.cardId);
      if (!cardId) return null;
      return {
        kind: "card_shipped",
        occasion: cardId,
        data: { trackingNumber: text(data.trackingNumber), carrier: text(data.carrier), eta: text(data.eta) },
      };
    }
    case "identity-verification.needs-documentary-evidence": {
      const checkId = text(data.checkId);
      return checkId ? { kind: "documents_needed", occasion: checkId, data: {} } : null;
    }
    case "identity-verification.failed": {
      const checkId = text(data.checkId);
      return checkId && data.stage === "documentary" ? { kind: "identity_failed", occasion: checkId, data: {} } : null;
    }
    case "payment_method.updated": {
      // Only a bank account's verification finishes later (microdeposits): the one worth an e-mail.
      const paymentMethodId = data.paymentMethodId;
      return typeof paymentMethodId === "number" && data.status === "Verified"
        ? { kind: "bank_account_verified", occasion: String(paymentMethodId), data: {} }
        : null;
    }
    case "card.limit_raised": {
      // Each raise is its own income decision: a second raise is news too.
      const atrId = text(data.atrId);
      return atrId ? { kind: "card_limit_raised", occasion: atrId, data: {} } : null;
    }
    default:
      return null;
  }
}
