"use client";

import type { InputHTMLAttributes, Ref } from "react";
import { useTranslations } from "use-intl";

import { describedBy, FieldError } from "@/components/ui/field";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

type Props = {
  legend: string;
  /** The field's name: the first radio carries `field-{name}`, which an error summary links to. */
  name: string;
  error?: string;
  /** react-hook-form's register(name), or a name and onChange, spread on every radio. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The chosen role, when the caller holds it (not react-hook-form). */
  checked?: string;
};

/** The three roles as radios, each with one line on what it may do (the radio's description). */
export function RoleRadios({ legend, name, error, input, checked }: Props) {
  const t = useTranslations("admin.roles");
  const base = `field-${name}`;
  return (
    <fieldset aria-describedby={describedBy(base, { error })} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">{legend}</legend>
      <FieldError id={base} error={error} />
      {HR_ROLES.map((role, index) => {
        const id = index === 0 ? base : `${base}-${role}`;
        return (
          <div key={role} className="flex items-start gap-3">
            <input
              id={id}
              type="radio"
              value={role}
              aria-describedby={`${id}-description`}
              className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
              {...input}
              {...(checked === undefined ? {} : { checked: checked === role })}
            />
            <div className="flex flex-col py-1">
              <label htmlFor={id} className="inline-flex min-h-8 cursor-pointer items-center font-semibold">
                {t(`names.${role}`)}
              </label>
              {/* Outside the label, so the radio's name stays short; read after it as its description. */}
              <p id={`${id}-description`} className="text-sm text-slate-700">
                {t(`descriptions.${role}`)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
