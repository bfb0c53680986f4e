import type { Metadata } from "next";

import { OperatorProviders } from "@/components/operator/operator-providers";
import { SkipLink } from "@/components/ui/page-frame";
import { areaShell, areaTitles } from "@/lib/i18n/server";

export const generateMetadata = (): Promise<Metadata> => areaTitles("operator.shell");

/**
 * Everything under /operator, the console of the program's own staff: translations, the query
 * client, the operator door (the account components shared with HR call /api/operator), and the
 * skip link. The session guard lives one level down, in (app)/layout.tsx, so that sign-in, joining
 * and enrolling stay reachable.
 */
export default async function OperatorLayout({ children }: { children: React.ReactNode }) {
  const { locale, messages, t } = await areaShell("operator.shell");
  return (
    <OperatorProviders locale={locale} messages={messages}>
      <SkipLink label={t("skipLink")} />
      {children}
    </OperatorProviders>
  );
}
