import { BackLink } from "@/components/ui/back-link";
import { PageHeading } from "@/components/ui/page-heading";
import { shellTranslator } from "@/lib/i18n/server";

type Props = { title: string; intro?: React.ReactNode; backLink?: boolean; children: React.ReactNode };

/**
 * The frame of every portal page: a way back to the task list, the one h1, an optional intro.
 * A server component: only the heading's focus handling runs in the browser.
 */
export async function StepPage({ title, intro, backLink = true, children }: Props) {
  const t = backLink ? await shellTranslator() : undefined;
  return (
    <div className="flex flex-col gap-6">
      {t ? <BackLink href="/onboarding">{t("backToChecklist")}</BackLink> : null}
      <PageHeading intro={intro} skipFirstPage>
        {title}
      </PageHeading>
      {children}
    </div>
  );
}
