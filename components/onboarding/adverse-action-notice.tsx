"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";

import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { useAdverseActionNotice } from "@/hooks/use-adverse-action-notice";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { AdverseActionNoticeResponse } from "@/lib/schemas/responses/adverse-action-notice";

/** The notice in the portal's language, word for word as it was rendered (and e-mailed) at the decision. */
export function AdverseActionNotice({ noticeId }: { noticeId: string }) {
  const t = useTranslations("notice");
  const notice = useAdverseActionNotice(noticeId);
  if (notice.error instanceof ApiProblem && notice.error.status === 404)
    return <Alert tone="warning">{t("notFound")}</Alert>;
  if (notice.error) return <QueryProblem error={notice.error} onRetry={() => notice.refetch()} />;
  if (!notice.data) return <p role="status">{t("loading")}</p>;
  return <NoticeBody notice={notice.data} />;
}

function NoticeBody({ notice }: { notice: AdverseActionNoticeResponse }) {
  const t = useTranslations("notice");
  const locale = useLocale();
  const content = locale === "es" ? notice.content.es : notice.content.en;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long" }).format(new Date(iso));
  return (
    <div className="flex flex-col gap-6">
      <article
        aria-labelledby="notice-title"
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4 text-slate-900 sm:p-6"
      >
        <header>
          <h2 id="notice-title" className="text-xl font-bold">
            {content.title}
          </h2>
          <p className="text-slate-700">{content.date}</p>
        </header>
        <p>{content.greeting}</p>
        <p>{content.actionTaken}</p>
        <section aria-labelledby="notice-reasons" className="flex flex-col gap-2">
          <h3 id="notice-reasons" className="font-semibold">
            {content.reasonsHeading}
          </h3>
          <ol className="list-decimal pl-6">
            {content.reasons.map((reason) => (
              <li key={reason} className="py-1">
                {reason}
              </li>
            ))}
          </ol>
        </section>
        <p>{content.nextSteps}</p>
        <section aria-labelledby="notice-creditor">
          <h3 id="notice-creditor" className="font-semibold">
            {content.creditorHeading}
          </h3>
          <address className="not-italic">
            {content.creditor.name}
            <br />
            {content.creditor.address}
          </address>
        </section>
        <section aria-labelledby="notice-ecoa" className="flex flex-col gap-2">
          <h3 id="notice-ecoa" className="font-semibold">
            {content.ecoaHeading}
          </h3>
          <p>{content.ecoaNotice}</p>
          <p>{content.agencyIntro}</p>
          <address className="not-italic">
            {content.agency.name}
            <br />
            {content.agency.address}
          </address>
        </section>
      </article>
      <p className="text-slate-700">
        {notice.emailStatus === "sent" && notice.emailSentAt
          ? t("emailed", { date: day(notice.emailSentAt) })
          : t("emailPending")}{" "}
        {t("keptUntil", { date: day(notice.expiresAt) })}
      </p>
      <Link
        href="/onboarding/income"
        className="self-start py-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {t("backToIncome")}
      </Link>
    </div>
  );
}
