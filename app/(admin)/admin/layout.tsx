import type { Metadata } from "next";

import { Providers } from "@/components/admin/providers";
import { SkipLink } from "@/components/ui/page-frame";
import { areaShell, areaTitles } from "@/lib/i18n/server";

export const generateMetadata = (): Promise<Metadata> => areaTitles("admin.shell");

/**
 * Everything under /admin: translations, the query client and the skip link. The session guard
 * lives one level down, in (app)/layout.tsx, so that the sign-in page stays reachable.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { locale, messages, t } = await areaShell("admin.shell");
  return (
    <Providers locale={locale} messages={messages}>
      <SkipLink label={t("skipLink")} />
      {children}
    </Providers>
  );
}
