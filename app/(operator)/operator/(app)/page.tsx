import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { DetailsList } from "@/components/admin/resource/details-list";
import { RoleSummary } from "@/components/admin/role";
import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { TitledSection } from "@/components/ui/titled-section";
import { sectionsFor } from "@/components/operator/console-sections";
import { currentOperator } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/** The console's words, and the account page's (name, e-mail, role), in the request's language. */
async function translators() {
  const locale = await requestLocale();
  const messages = messagesFor(locale) as Messages;
  return {
    t: createTranslator({ locale, messages, namespace: "operator" }),
    account: createTranslator({ locale, messages, namespace: "admin.account" }),
  };
}

// The console's name alone, not "Operations console – Operations console".
export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: (await translators()).t("home.title") } };
}

/** The console's home: who is signed in, in which role, and the sections of the console their role may open. */
export default async function OperatorHomePage() {
  const operator = await currentOperator();
  if (!operator) redirect("/operator/sign-in");
  const { t, account } = await translators();
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("home.intro")}</p>}>{t("home.title")}</PageHeading>
      <TitledSection titleId="home-you-title" title={t("home.you")}>
        <div className="rounded-md border border-slate-300 bg-white p-4">
          <DetailsList
            details={[
              [account("name"), operator.name],
              [
                account("email"),
                <span key="email" className="break-all">
                  {operator.email}
                </span>,
              ],
              [account("role"), <RoleSummary key="role" role={operator.role} />],
            ]}
          />
        </div>
      </TitledSection>
      <TitledSection titleId="home-holds-title" title={t("home.holds")}>
        <ul className="flex flex-col gap-3">
          {sectionsFor(operator.role).map((section) => (
            <li key={section.key} className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-4">
              <TextLink href={section.href}>{t(`nav.${section.key}`)}</TextLink>
              <p className="text-slate-700">{t(`home.sections.${section.key}`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
