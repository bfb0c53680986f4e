import Link from "next/link";
import type { createTranslator } from "use-intl/core";

import type { PortalAnswers } from "@/lib/portal/page-data";
import { formatPhoneForInput } from "@/lib/domain/person/phone-input";

type T = ReturnType<typeof createTranslator>;

const LINK = "py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** GOV.UK's summary list: each answer with a "Change" link back to its field. */
export function AnswersList({ answers, locale, t }: { answers: PortalAnswers; locale: string; t: T }) {
  const { address } = answers;
  const birth = answers.birthDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${answers.birthDate}T00:00:00Z`),
      )
    : null;
  const rows: Array<{ key: string; value: React.ReactNode; field: string }> = [
    { key: "name", value: answers.name, field: "field-firstName" },
    { key: "birthDate", value: birth, field: "field-birthDate" },
    {
      key: "phone",
      value: answers.phoneNumber ? formatPhoneForInput(answers.phoneNumber) : null,
      field: "field-phone",
    },
    {
      key: "address",
      value: address.line1 ? (
        <>
          {[address.line1, address.line2, `${address.city ?? ""}, ${address.state ?? ""} ${address.postalCode ?? ""}`]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
        </>
      ) : null,
      field: "field-line1",
    },
    {
      key: "ssn",
      value: answers.ssnLastFour ? t("check.ssnEnding", { lastFour: answers.ssnLastFour }) : null,
      field: "field-ssn",
    },
  ];
  return (
    <dl className="divide-y divide-slate-300 border-y border-slate-300">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[12rem_1fr_auto] sm:gap-4">
          <dt className="font-semibold text-slate-900">{t(`check.rows.${row.key}`)}</dt>
          <dd className="text-slate-800">{row.value ?? <span className="text-red-800">{t("check.notGiven")}</span>}</dd>
          <dd>
            <Link href={`/onboarding/personal#${row.field}`} className={LINK}>
              {t("check.change")}
              <span className="sr-only"> {t(`check.rows.${row.key}`)}</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
