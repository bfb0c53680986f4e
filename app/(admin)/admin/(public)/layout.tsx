import { createTranslator, type Messages } from "use-intl/core";

import { PublicHeader } from "@/components/portal/public-shell";
import { MainLandmark } from "@/components/ui/page-frame";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

// Sign-in, joining the team and enrolling a second factor: outside the guarded shell (no navigation
// or sign-out, since the person is not signed in yet), but the same header and language choice.
export default async function AdminPublicLayout({ children }: { children: React.ReactNode }) {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin.shell" });
  const language = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" })(
    "language",
  );
  return (
    <>
      <PublicHeader title={t("title")} locale={locale} languageLabel={language} />
      <MainLandmark width="narrow">{children}</MainLandmark>
    </>
  );
}
