"use client";

import { useTranslations } from "use-intl";

import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { labelOr, tableMessages } from "../labels";
import { When } from "../when";
import { SimpleTable } from "./simple-table";

const COLUMNS = ["name", "type", "number", "expires", "status", "added"] as const;

/** Saved repayment methods, masked: HR sees the kind and the last four, never more. */
export function PaymentMethodsSection({ methods }: { methods: PaymentMethod[] }) {
  const t = useTranslations("admin");
  return (
    <SimpleTable
      id="payment-methods"
      {...tableMessages(t, "paymentMethods", COLUMNS)}
      rows={methods.map((method) => ({
        key: String(method.id),
        cells: [
          method.name,
          labelOr(t, `paymentMethods.types.${method.type}`, method.type),
          t("common.endingIn", { lastFour: method.lastFour }),
          method.expiration ? `${String(method.expiration.month).padStart(2, "0")}/${method.expiration.year}` : "—",
          labelOr(t, `paymentMethods.statuses.${method.paymentMethodStatus}`, method.paymentMethodStatus),
          <When key="added" iso={method.createdAt} withTime={false} />,
        ],
      }))}
    />
  );
}
