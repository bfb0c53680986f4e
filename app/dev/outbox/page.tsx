import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { isSandbox } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import { listDevOutbox } from "@/lib/mail/send-mail";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "outbox", timeZone: "UTC" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title"), robots: { index: false } };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Mail text with its links clickable: split on URLs and render each part as text or <a>, never as HTML. */
function Linkified({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all font-semibold text-brand-700 underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

// Development only: the mail that would have gone out over SMTP. Production answers 404.
export default async function OutboxPage() {
  if (!isSandbox()) notFound();
  const t = await translator();
  const mails = await listDevOutbox();
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-2 text-slate-700">{t("intro")}</p>
      </div>
      {mails.length === 0 ? <p>{t("empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-md border border-slate-300 bg-white p-4">
            <h2 className="font-semibold text-slate-900">{mail.subject}</h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
              <dt className="font-semibold">{t("to")}</dt>
              <dd className="break-all">{mail.to}</dd>
              <dt className="font-semibold">{t("sent")}</dt>
              <dd>
                <time dateTime={mail.createdAt.toISOString()}>{t("sentAt", { date: mail.createdAt })}</time>
              </dd>
            </dl>
            <p className="mt-3 whitespace-pre-line break-words text-slate-900">
              <Linkified text={mail.text} />
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
