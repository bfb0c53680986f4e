"use client";

import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { usePaymentMethods } from "@/hooks/use-steps";
import type {
  PaymentMethodListResponse as PaymentMethodList,
  PaymentMethodResponse as PaymentMethod,
} from "@/lib/schemas/responses/payment-method";

import { describeMethod } from "./describe-method";

const STATUS_STYLES: Record<PaymentMethod["paymentMethodStatus"], string> = {
  Verified: "bg-green-50 text-green-800 border-green-700",
  Pending: "bg-amber-50 text-amber-900 border-amber-600",
  Failed: "bg-red-50 text-red-800 border-red-700",
};

/** The person's saved methods; `initial` is the list the server rendered the page with (kept fresh here). */
export function SavedPaymentMethods({ initial }: { initial?: PaymentMethodList }) {
  const t = useTranslations("repayment.methods");
  const { data, isPending, isError } = usePaymentMethods(initial);
  const methods = data?.data ?? [];
  const pendingBank = methods.some(
    (method) => method.type === "BankAccount" && method.paymentMethodStatus === "Pending",
  );
  return (
    <section aria-labelledby="saved-methods-title" className="flex flex-col gap-3">
      <h2 id="saved-methods-title" className="text-xl font-semibold text-slate-900">
        {t("title")}
      </h2>
      {isError ? <Alert tone="error">{t("loadError")}</Alert> : null}
      {isPending ? <p role="status">{t("loading")}</p> : null}
      {!isPending && !isError && methods.length === 0 ? <p>{t("none")}</p> : null}
      {methods.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {methods.map((method) => (
            <li
              key={method.id}
              className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">{method.name}</p>
                <p className="text-slate-700">{describeMethod(method, t)}</p>
              </div>
              <p
                className={`self-start rounded border px-2 py-1 text-sm font-semibold sm:self-center ${STATUS_STYLES[method.paymentMethodStatus]}`}
              >
                {t(`status.${method.paymentMethodStatus}`)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {pendingBank ? <Alert tone="info">{t("pendingBank")}</Alert> : null}
    </section>
  );
}
