import type { FormEventHandler, ReactNode } from "react";

import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TitledSection } from "@/components/ui/titled-section";

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
    <TitledSection titleId={titleId} title={title} gap="gap-4">
      <ErrorSummary title={errorSummaryTitle} errors={summary} />
      {notice}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
      >
        {labels.children}
        <SubmitButton pending={submitting} label={labels.submit} pendingLabel={labels.submittingLabel} />
      </form>
    </TitledSection>
  );
}
