import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { isSandbox } from "@/lib/env";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import { listDevOutbox } from "@/lib/mail/send-mail";

async function translators() {
  const locale = await requestLocale();
  const messages = messagesFor(locale) as Messages;
  return {
    t: createTranslator({ locale, messages, namespace: "outbox", timeZone: "UTC" }),
    parts: createTranslator({ locale, messages, namespace: "devOutbox" }),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translators()).t("title"), robots: { index: false } };
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

// Development only: the mail that would have gone out over SMTP, its text part, a link to its HTML
// part (/dev/outbox/{id}, served as its own document) and the headers a mail client acts on.
// `?to=` shows one recipient's. Production answers 404.
export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!isSandbox()) notFound();
  const { to } = await searchParams;
  const { t, parts } = await translators();
  const mails = await listDevOutbox(typeof to === "string" && to !== "" ? { to } : {});
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-2 text-slate-700">{t("intro")}</p>
        {typeof to === "string" && to !== "" ? (
          <p className="mt-2 text-slate-700">
            {parts("filtered", { to })}{" "}
            <Link href="/dev/outbox" className="font-semibold text-brand-700 underline underline-offset-2">
              {parts("showAll")}
            </Link>
          </p>
        ) : null}
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
              {Object.entries(mail.headers ?? {}).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-semibold">{name}</dt>
                  <dd className="break-all font-mono text-xs">{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className="sr-only">{parts("textPart")}</h3>
            <p className="mt-3 whitespace-pre-line break-words text-slate-900">
              <Linkified text={mail.text} />
            </p>
            {mail.html ? (
              <p className="mt-3">
                <a
                  href={`/dev/outbox/${mail.id}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                  aria-label={parts("htmlPartOf", { subject: mail.subject })}
                >
                  {parts("htmlPart")}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </main>
  );
}
