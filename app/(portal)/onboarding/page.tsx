import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { Checklist } from "@/components/onboarding/checklist";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  return { title: createTranslator({ locale, messages: messagesFor(locale) as Messages })("checklist.title") };
}

export default function ChecklistPage() {
  return <Checklist />;
}
