"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { TextField } from "@/components/ui/text-field";

type Props = { name: string; lastFour: string | null; error?: string };

/**
 * Masked like a password, with a toggle to check what was typed. The stored number is never sent
 * back to the browser; only its last four digits are shown, and the field stays empty unless the
 * person types a new number.
 */
export function SsnField({ name, lastFour, error }: Props) {
  const t = useTranslations("personal");
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      {lastFour ? <p className="text-slate-800">{t("ssnOnFile", { lastFour })}</p> : null}
      <TextField
        label={lastFour ? t("ssnNew") : t("ssn")}
        hint={t("ssnHint")}
        error={error}
        type={visible ? "text" : "password"}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={11}
        name={name}
      />
      <button
        type="button"
        aria-controls="field-ssn"
        onClick={() => setVisible((shown) => !shown)}
        className="min-h-11 self-start px-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {visible ? t("ssnHide") : t("ssnShow")}
      </button>
    </div>
  );
}
