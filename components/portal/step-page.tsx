"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

type Props = { title: string; intro?: React.ReactNode; backLink?: boolean; children: React.ReactNode };

// The first page of a document load leaves focus where the browser puts it (so the skip link is the
// first Tab stop); every page after that was reached by client-side navigation.
let firstPageOfDocument = true;

/**
 * The frame of every portal page: a way back to the checklist, the one h1, an optional intro.
 * After a client-side navigation focus moves to the heading, so keyboard and screen-reader users
 * start at the top of the new page instead of on a link that no longer exists.
 */
export function StepPage({ title, intro, backLink = true, children }: Props) {
  const t = useTranslations("shell");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPageOfDocument) {
      firstPageOfDocument = false;
      return;
    }
    heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-6">
      {backLink ? (
        <Link href="/onboarding" className="self-start py-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          <span aria-hidden="true">← </span>
          {t("backToChecklist")}
        </Link>
      ) : null}
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
          {title}
        </h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      </div>
      {children}
    </div>
  );
}
