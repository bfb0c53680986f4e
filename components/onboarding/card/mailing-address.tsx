"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Panel } from "@/components/ui/panel";
import { useEmployee } from "@/hooks/use-onboarding";
import type { EmployeeAddressResponse as Address } from "@/lib/schemas/responses/employee";

/** Where the physical card will go: the address on file when the card is issued. */
export function MailingAddress() {
  const t = useTranslations("card.address");
  const { data: employee, isError } = useEmployee();
  if (isError) return <Alert tone="error">{t("loadError")}</Alert>;
  if (!employee) return <p role="status">{t("loading")}</p>;
  const address = employee.address;
  return (
    <Panel titleId="mailing-address-title" title={t("title")} titleClassName="font-semibold text-slate-900" gap="gap-2">
      {address ? <AddressLines address={address} /> : <p>{t("none")}</p>}
      <p>
        {t.rich("wrong", {
          link: (chunks) => (
            <Link
              href="/onboarding/personal"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </Panel>
  );
}

// A card's shipping address is a looser record than the employee's: any line may be missing.
export function AddressLines({ address }: { address: Partial<Address> }) {
  return (
    <address className="not-italic text-slate-900">
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {[address.city, [address.state, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
    </address>
  );
}
