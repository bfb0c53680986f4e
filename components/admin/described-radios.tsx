"use client";

import type { InputHTMLAttributes, Ref } from "react";

import { describedBy, FieldError } from "@/components/ui/field";

type Props = {
  legend: string;
  /** The field's name: the first radio carries `field-{name}`, which an error summary links to. */
  name: string;
  /** Each choice: its value, its short name (the radio's label) and one line on what it means. */
  options: ReadonlyArray<{ value: string; label: string; description: string }>;
  error?: string;
  /** react-hook-form's register(name), or a name and onChange, spread on every radio. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The chosen value, when the caller holds it (not react-hook-form). */
  checked?: string;
};

/** Radios in a fieldset, each with one line saying what it means (the radio's description). */
export function DescribedRadios({ legend, name, options, error, input, checked }: Props) {
  const base = `field-${name}`;
  return (
    <fieldset aria-describedby={describedBy(base, { error })} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">{legend}</legend>
      <FieldError id={base} error={error} />
      {options.map((option, index) => {
        const id = index === 0 ? base : `${base}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={id}
              type="radio"
              value={option.value}
              aria-describedby={`${id}-description`}
              className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
              {...input}
              {...(checked === undefined ? {} : { checked: checked === option.value })}
            />
            <div className="flex flex-col py-1">
              <label htmlFor={id} className="inline-flex min-h-8 cursor-pointer items-center font-semibold">
                {option.label}
              </label>
              {/* Outside the label, so the radio's name stays short; read after it as its description. */}
              <p id={`${id}-description`} className="text-sm text-slate-700">
                {option.description}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
