"use client";

import { useLocale, useTranslations } from "use-intl";

import type { TextChangeRun } from "@/lib/schemas/responses/operator-agreements";

/**
 * What changed in one text, word by word: removed words struck through (<del>), added ones
 * underlined (<ins>). Colour and lines are not enough for everyone, and most screen readers say
 * nothing of <del> and <ins>: each change also says, in visually hidden words, that it was removed
 * or added, and where it ends.
 */
export function TextChanges({ runs, lang }: { runs: TextChangeRun[]; lang: string }) {
  const t = useTranslations("operator.agreements.preview.changes");
  // The hidden words are the page's, not the text's: a Spanish text's changes are still announced in English.
  const locale = useLocale();
  return (
    <p
      lang={lang}
      className="whitespace-pre-line break-words rounded-md border border-slate-300 bg-white p-3 text-slate-900"
    >
      {runs.map((run, index) => {
        if (run.change === "same") return <span key={index}>{run.text}</span>;
        const Tag = run.change === "removed" ? "del" : "ins";
        return (
          <Tag
            key={index}
            className={
              run.change === "removed"
                ? "bg-red-50 px-0.5 text-red-800 line-through decoration-2"
                : "bg-green-50 px-0.5 text-green-900 underline decoration-2 underline-offset-2"
            }
          >
            <span className="sr-only" lang={locale}>
              {t(`${run.change}Start`)}{" "}
            </span>
            {run.text}
            <span className="sr-only" lang={locale}>
              {" "}
              {t(`${run.change}End`)}
            </span>
          </Tag>
        );
      })}
    </p>
  );
}
