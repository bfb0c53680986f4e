import { createTranslator, type Messages } from "use-intl/core";

import { PublicHeader } from "@/components/portal/public-shell";
import { MainLandmark } from "@/components/ui/page-frame";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

// Sign-in, joining and enrolling a second factor: outside the guarded shell (no navigation or
// sign-out, since the person is not signed in yet), with the console's header and language choice.
export default async function OperatorPublicLayout({ children }: { children: React.ReactNode }) {
  const locale = await requestLocale();
  const messages = messagesFor(locale) as Messages;
  const t = createTranslator({ locale, messages, namespace: "operator.shell" });
  const language = createTranslator({ locale, messages, namespace: "shell" })("language");
  return (
    <>
      <PublicHeader title={t("title")} locale={locale} languageLabel={language} />
      <MainLandmark width="narrow">{children}</MainLandmark>
    </>
  );
}
