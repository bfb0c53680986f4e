"use client";

import { useEffect, useRef } from "react";

export type SummaryError = { field: string; message: string };

/**
 * The GOV.UK pattern: after a failed submit, a titled box listing every problem, each a link to
 * its field; focus moves to the box so screen-reader and keyboard users land on it. With
 * `documentTitlePrefix` ("Error:") the page's <title> says so too while problems are listed, so a
 * screen reader announces it and the tab shows it.
 */
export function ErrorSummary({
  title,
  errors,
  documentTitlePrefix,
}: {
  title: string;
  errors: SummaryError[];
  documentTitlePrefix?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  const showing = errors.length > 0;
  useEffect(() => {
    if (!showing || !documentTitlePrefix) return;
    const original = document.title;
    document.title = `${documentTitlePrefix} ${original}`;
    return () => {
      document.title = original;
    };
  }, [showing, documentTitlePrefix]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded-md border-4 border-red-700 bg-white p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error) => (
          <li key={`${error.field}-${error.message}`}>
            <a className="font-semibold text-red-700 underline" href={`#field-${error.field}`}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
