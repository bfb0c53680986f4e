import enAdmin from "@/messages/en/admin.json";
import enPortal from "@/messages/en/portal.json";
import enSteps from "@/messages/en/steps.json";
import esAdmin from "@/messages/es/admin.json";
import esPortal from "@/messages/es/portal.json";
import esSteps from "@/messages/es/steps.json";

import type { Locale } from "./config";

// Two files per language so that different parts of the portal can be translated independently:
// portal.json (shell, checklist, personal details, agreements, income), steps.json (repayment,
// identity, card), admin.json (the HR admin area).
const MESSAGES = {
  en: { ...enPortal, ...enSteps, ...enAdmin },
  es: { ...esPortal, ...esSteps, ...esAdmin },
} as const;

export type Messages = Record<string, unknown>;

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale] as Messages;
}
