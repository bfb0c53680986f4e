"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

import { SetupForm } from "./setup-form";

/** "Add a card or bank account": the secure form opens (and Stripe.js loads) only on request. */
export function AddPaymentMethod({ onSaved }: { onSaved: (method: PaymentMethod) => void }) {
  const t = useTranslations("repayment.add");
  const [open, setOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t("open")}
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="add-method-title"
      className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id="add-method-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {t("title")}
      </h2>
      <SetupForm
        onSaved={(method) => {
          setOpen(false);
          onSaved(method);
        }}
      />
      <div>
        <Button variant="link" className="min-h-11" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
    </section>
  );
}
