"use client";

import { useFormatter, useTranslations } from "use-intl";

import { EmailText } from "@/components/ui/email-text";
import { formatPhoneForInput } from "@/lib/domain/person/phone-input";

import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";

import { When } from "../when";

/** Who the employee is, as far as HR needs: contact details, identity data masked. */
export function EmployeeSummary({ detail }: { detail: AdminEmployeeDetail }) {
  const t = useTranslations("admin.detail");
  const format = useFormatter();
  const { employee } = detail;
  // A calendar date, not an instant: read in UTC so no time zone moves it a day.
  const formatBirthDate = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })
      : date;
  const address = employee.address;
  const none = <span className="text-slate-600">{t("notGiven")}</span>;
  // Masked by the API for a role that may not see it: said so, not shown as missing.
  const hidden = <span className="text-slate-600">{t("hiddenForRole")}</span>;
  const masked = new Set(detail.masked);
  const items: Array<[string, React.ReactNode]> = [
    [t("email"), <EmailText key="email" email={employee.email} />],
    // As people write them: (415) 555-2671, and the date in the reader's language.
    [t("phone"), employee.phoneNumber ? formatPhoneForInput(employee.phoneNumber) : none],
    [
      t("birthDate"),
      masked.has("birthDate") ? hidden : employee.birthDate ? formatBirthDate(employee.birthDate) : none,
    ],
    [
      t("address"),
      masked.has("address") ? (
        hidden
      ) : address ? (
        <span key="address">
          {[address.line1, address.line2].filter(Boolean).join(", ")}
          <br />
          {[address.city, [address.state, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
        </span>
      ) : (
        none
      ),
    ],
    [t("ssn"), employee.ssnLastFour ? t("ssnMasked", { lastFour: employee.ssnLastFour }) : none],
    [t("externalId"), employee.externalId ?? none],
    [
      t("reference"),
      <span key="reference" className="font-mono" data-testid="employee-reference">
        {detail.reference}
      </span>,
    ],
    [
      t("employeeId"),
      <code key="id" className="break-all">
        {employee.id}
      </code>,
    ],
    [t("added"), <When key="added" iso={employee.createdAt} />],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
