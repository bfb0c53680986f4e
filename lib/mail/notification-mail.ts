import { IntlMessageFormat } from "intl-messageformat";

import type { NotificationData, NotificationKind } from "@/lib/domain/onboarding/notifications";
import { formatPhoneForInput } from "@/lib/domain/person/phone-input";
import type { Locale } from "@/lib/i18n/config";
import { sourceMessagesFor } from "@/lib/i18n/messages";

import { composeMail, type ComposedMail, type MailBlock, type MailNote, type MailSection } from "./compose";

/** What an e-mail about the person's onboarding and card is made of (lib/services/notifications renders it). */
export type NotificationMailInput = {
  [K in NotificationKind]: { kind: K; data: NotificationData[K] };
}[NotificationKind] & {
  /** The reminder's number (1 or 2); only for onboarding_reminder. */
  reminder?: number;
  /** One language, or English then Spanish when the person's is not known. */
  languages: readonly Locale[];
  firstName: string;
  employerName: string;
  hrContact: { name: string | null; email: string | null; phone: string | null };
  /** What the person quotes to HR (HR's employee number, else the short reference), as the portal's stop shows it. */
  reference: string;
  /**
   * Absolute links, from PUBLIC_BASE_URL: `action`, the button's (the page ACTION_PAGE names for the
   * kind, or a sign-in link that lands there); `agreements`, where product e-mails are withdrawn.
   */
  links: { action: string; agreements: string; optOut?: string };
};

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The e-mail's words in `locale`, from messages/<locale>/email.json, formatted with
 * intl-messageformat (ICU): the same source messages the tests check for parity, read the same
 * way by the Next.js server and by the worker's own process.
 */
export function emailTranslator(locale: Locale): Translate {
  const messages = sourceMessagesFor(locale).email as Record<string, Record<string, string>>;
  return (key, values) => {
    const [group, name] = key.split(".") as [string, string];
    const message = messages[group]?.[name];
    if (message === undefined) throw new Error(`No e-mail message ${key} (${locale})`);
    return String(new IntlMessageFormat(message, locale).format(values));
  };
}

const SUBJECT_KEYS: Record<NotificationKind, string> = {
  card_issued: "cardIssued.subject",
  card_shipped: "cardShipped.subject",
  documents_needed: "documentsNeeded.subject",
  identity_failed: "identityFailed.subject",
  bank_account_verified: "bankAccountVerified.subject",
  card_limit_raised: "cardLimitRaised.subject",
  onboarding_reminder: "reminder.subject",
  product_update: "productUpdate.subject",
  agreement_updated: "agreementUpdated.subject",
};

/** The e-mail, as text and HTML, in the person's language (or both). */
export function renderNotificationMail(input: NotificationMailInput): ComposedMail {
  const sections = input.languages.map((locale) => section(input, locale, emailTranslator(locale)));
  const subjects = input.languages.map((locale) => {
    const t = emailTranslator(locale);
    const replacement = input.kind === "card_issued" && input.data.replacement;
    return t(replacement ? "cardIssued.subjectReplacement" : SUBJECT_KEYS[input.kind], {
      employer: input.employerName,
      ...(input.kind === "agreement_updated" ? { title: input.data.title[locale] } : {}),
    });
  });
  return composeMail({ subject: subjects.join(" / "), sections });
}

function section(input: NotificationMailInput, locale: Locale, t: Translate): MailSection {
  const employer = input.employerName;
  const serviceNote: MailNote = { text: t("common.serviceNote", { employer }) };
  const signIn: MailBlock = { kind: "paragraph", text: t("common.signIn") };
  let blocks: MailBlock[];
  let notes: MailNote[] = [serviceNote];
  switch (input.kind) {
    case "card_issued":
      blocks = [
        { kind: "paragraph", text: t(input.data.cardType === "all" ? "cardIssued.all" : "cardIssued.virtual") },
        ...(input.data.replacement ? [{ kind: "paragraph", text: t("cardIssued.replacement") } as const] : []),
        { kind: "action", label: t("cardIssued.action"), url: input.links.action },
        signIn,
      ];
      break;
    case "card_shipped":
      blocks = [
        { kind: "paragraph", text: t("cardShipped.body") },
        shipment(input.data, locale, t),
        { kind: "action", label: t("cardShipped.action"), url: input.links.action },
        signIn,
      ];
      break;
    case "documents_needed":
      blocks = [
        { kind: "paragraph", text: t("documentsNeeded.body") },
        { kind: "action", label: t("documentsNeeded.action"), url: input.links.action },
        signIn,
      ];
      break;
    case "bank_account_verified":
      blocks = [
        { kind: "paragraph", text: t("bankAccountVerified.body", { employer }) },
        { kind: "action", label: t("bankAccountVerified.action"), url: input.links.action },
        signIn,
      ];
      break;
    case "card_limit_raised":
      blocks = [
        { kind: "paragraph", text: t("cardLimitRaised.body", { employer }) },
        { kind: "paragraph", text: t("cardLimitRaised.notYou") },
        { kind: "action", label: t("cardLimitRaised.action"), url: input.links.action },
        ...contact(input.hrContact, employer, t),
        signIn,
      ];
      break;
    case "identity_failed":
      blocks = [
        { kind: "paragraph", text: t("identityFailed.body") },
        { kind: "paragraph", text: t("identityFailed.fix") },
        { kind: "action", label: t("identityFailed.action"), url: input.links.action },
        ...contact(input.hrContact, employer, t),
        { kind: "paragraph", text: t("identityFailed.reference", { reference: input.reference }) },
      ];
      break;
    case "onboarding_reminder":
      blocks = [
        { kind: "paragraph", text: t("reminder.body", { employer }) },
        ...(input.reminder === 2 ? [{ kind: "paragraph", text: t("reminder.last") } as const] : []),
        { kind: "action", label: t("reminder.action"), url: input.links.action },
        signIn,
      ];
      notes = [
        {
          text: t("reminder.why", { employer }),
          ...(input.links.optOut ? { link: { label: t("reminder.optOut"), url: input.links.optOut } } : {}),
        },
      ];
      break;
    case "agreement_updated":
      blocks = agreementUpdated(input.data, { employer, locale, t, url: input.links.action });
      notes = [{ text: t("agreementUpdated.why") }];
      break;
    case "product_update":
      blocks = [
        { kind: "paragraph", text: t("productUpdate.body", { employer }) },
        { kind: "action", label: t("productUpdate.action"), url: input.links.action },
      ];
      notes = [
        { text: t("productUpdate.why"), link: { label: t("productUpdate.withdraw"), url: input.links.agreements } },
      ];
      break;
  }
  return {
    language: locale,
    greeting: t("common.greeting", { firstName: input.firstName }),
    blocks,
    signature: t("common.signature", { employer }),
    notes,
  };
}

function shipment(data: NotificationData["card_shipped"], locale: Locale, t: Translate): MailBlock {
  if (!data.trackingNumber) return { kind: "paragraph", text: t("cardShipped.noTracking") };
  const rows: Array<readonly [string, string]> = [[t("cardShipped.trackingNumber"), data.trackingNumber]];
  if (data.carrier) rows.push([t("cardShipped.carrier"), data.carrier.toUpperCase()]);
  const eta = data.eta ? new Date(data.eta) : null;
  if (eta && !Number.isNaN(eta.getTime()))
    rows.push([
      t("cardShipped.eta"),
      new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(eta),
    ]);
  return { kind: "facts", rows };
}

/** A document they accepted changes: which, from when, and whether they accept it again or only read it. */
function agreementUpdated(
  data: NotificationData["agreement_updated"],
  { employer, locale, t, url }: { employer: string; locale: Locale; t: Translate; url: string },
): MailBlock[] {
  const date = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(data.effectiveAt));
  const required = data.reacceptance === "required";
  return [
    { kind: "paragraph", text: t("agreementUpdated.body", { title: data.title[locale], employer, date }) },
    { kind: "paragraph", text: t(required ? "agreementUpdated.required" : "agreementUpdated.notify") },
    { kind: "action", label: t(required ? "agreementUpdated.actionRequired" : "agreementUpdated.actionNotify"), url },
  ];
}

/** Whom to ask, when only the employer can help: the HR contact HR admins set, as far as it is set. */
function contact(hr: NotificationMailInput["hrContact"], employer: string, t: Translate): MailBlock[] {
  const rows: Array<readonly [string, string]> = [];
  if (hr.email) rows.push([t("contact.emailLabel"), hr.email]);
  if (hr.phone) rows.push([t("contact.phoneLabel"), formatPhoneForInput(hr.phone)]);
  if (rows.length === 0) {
    const text = hr.name ? t("contact.nameOnly", { name: hr.name, employer }) : t("contact.none", { employer });
    return [{ kind: "paragraph", text }];
  }
  const lead = hr.name ? t("contact.named", { name: hr.name, employer }) : t("contact.team", { employer });
  return [
    { kind: "paragraph", text: lead },
    { kind: "facts", rows },
  ];
}
