import type { FormEventHandler, ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";

type Props = {
  titleId: string;
  title: string;
  errorSummaryTitle: string;
  summary: SummaryError[];
  /** Shown between the error summary and the form (an outcome that needs no once-shown panel). */
  notice?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submit: string;
  submittingLabel: string;
  children: ReactNode;
};

/** The form that creates a resource: its title, the error summary, the fields, one submit button. */
export function CreateSection({
  titleId,
  title,
  errorSummaryTitle,
  summary,
  notice,
  onSubmit,
  submitting,
  ...labels
}: Props) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ErrorSummary title={errorSummaryTitle} errors={summary} />
      {notice}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
      >
        {labels.children}
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? labels.submittingLabel : labels.submit}
        </Button>
      </form>
    </section>
  );
}
