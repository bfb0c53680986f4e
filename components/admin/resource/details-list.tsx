import type { ReactNode } from "react";

export type Details = Array<[string, ReactNode]>;

/** A resource's facts as term and value, side by side from the small breakpoint up. */
export function DetailsList({ details, breakWords = false }: { details: Details; breakWords?: boolean }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {details.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className={`mb-2 min-w-0 ${breakWords ? "break-words " : ""}sm:mb-0`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
