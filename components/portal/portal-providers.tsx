import { LocaleProvider } from "@/components/ui/locale-provider";
import { messagesSubset } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/**
 * What a page's client components need, around them only: the words of the message namespaces
 * they use (the shell's and the task list's always). Server state needs no provider
 * (hooks/use-portal-query.ts). Pages rendered wholly on the server (the task list, hard stops)
 * leave it out and ship no translation runtime (docs/performance.md).
 */
export async function PortalProviders({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  const locale = await requestLocale();
  return (
    <LocaleProvider locale={locale} messages={messagesSubset(locale, ["shell", "checklist", ...namespaces])}>
      {children}
    </LocaleProvider>
  );
}
