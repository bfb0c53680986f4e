import type { ReactNode } from "react";

import { DetailsList, type Details } from "./details-list";
import { OutcomeMessage, type Outcome } from "./outcome";

type Props = {
  titleId: string;
  title: string;
  details: Details;
  outcome: Outcome | undefined;
  /** Shown between the facts and the outcome (an SFTP account's keys). */
  children?: ReactNode;
  actions: ReactNode;
};

/** One credential-bearing resource (API client, SFTP account): its facts, the outcome of the last action, its actions. */
export function ResourceCard({ titleId, title, details, outcome, children, actions }: Props) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
      {/* Focusable so a revoke or a stored secret can bring the reader back to the card. */}
      <h3 id={titleId} tabIndex={-1} className="break-words text-lg font-bold text-slate-900 outline-none">
        {title}
      </h3>
      <DetailsList details={details} />
      {children}
      <OutcomeMessage outcome={outcome} />
      {actions}
    </section>
  );
}
