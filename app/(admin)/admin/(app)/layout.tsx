import { eq } from "drizzle-orm";
import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { getDb } from "@/db/client";
import { adminUsers, employers } from "@/db/schema";
import { AdminNav } from "@/components/admin/admin-nav";
import { AdminSignOutButton } from "@/components/admin/sign-out-button";
import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { currentSession } from "@/lib/auth/server-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

// The same checks as withAdmin: a disabled admin, or one moved to another employer, is signed out.
async function signedInAdmin() {
  const session = await currentSession();
  if (session?.kind !== "admin") return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ disabledAt: adminUsers.disabledAt, employerId: adminUsers.employerId, employerName: employers.name })
    .from(adminUsers)
    .innerJoin(employers, eq(employers.id, adminUsers.employerId))
    .where(eq(adminUsers.id, session.adminId));
  if (!row || row.disabledAt || row.employerId !== session.employerId) return undefined;
  return row;
}

/** The HR admin shell: only for a signed-in admin; everyone else goes to the admin sign-in page. */
export default async function AdminAppLayout({ children }: { children: React.ReactNode }) {
  const admin = await signedInAdmin();
  if (!admin) redirect("/admin/sign-in");
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin.shell" });
  return (
    <>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-semibold text-brand-900">
            {t("title")}
            <span className="block text-sm font-normal text-slate-700">{admin.employerName}</span>
          </p>
          <AdminNav />
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher />
            <AdminSignOutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:py-10">
        {children}
      </main>
    </>
  );
}
