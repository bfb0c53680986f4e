"use client";

import { useTranslations } from "use-intl";

import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";

/** A portal form's error summary in the shell's words: its title (unless the form has one) and the tab's prefix. */
export function PortalErrorSummary({ errors, title }: { errors: SummaryError[]; title?: string }) {
  const shell = useTranslations("shell");
  return (
    <ErrorSummary
      title={title ?? shell("errorSummaryTitle")}
      errors={errors}
      documentTitlePrefix={shell("errorTitlePrefix")}
    />
  );
}
