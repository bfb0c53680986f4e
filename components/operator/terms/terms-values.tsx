"use client";

import { useTranslations } from "use-intl";

import { DetailsList } from "@/components/admin/resource/details-list";
import type { AtrNumbers } from "@/lib/domain/credit/atr-settings";

import { TERM_FIELDS } from "./terms-fields";
import { useTermFormat } from "./use-term-format";

/** A version's seven numbers, each named, in its unit. */
export function TermsValues({ terms }: { terms: AtrNumbers }) {
  const t = useTranslations("operator.terms.fields");
  const formatTerm = useTermFormat();
  return (
    <DetailsList
      details={TERM_FIELDS.map(({ field, unit }) => [
        t(`${field}.label`),
        t(`${field}.value`, { value: formatTerm(unit, terms[field]) }),
      ])}
    />
  );
}
