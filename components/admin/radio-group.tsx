import type { InputHTMLAttributes, Ref } from "react";

import { FieldGroup } from "@/components/ui/field";

type Props = {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  error?: string;
  hint?: string;
  /** react-hook-form's register(name), spread on every radio. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/** Radios in a fieldset; the first carries `field-{name}`, which the error summary links to. */
export function RadioGroup({ legend, name, options, error, hint, input }: Props) {
  const base = `field-${name}`;
  return (
    <FieldGroup id={base} legend={legend} hint={hint} error={error}>
      <div className="flex flex-wrap gap-x-6">
        {options.map((option, index) => {
          const id = index === 0 ? base : `${base}-${option.value || "unset"}`;
          return (
            <label key={option.value} htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input id={id} type="radio" value={option.value} className="h-5 w-5 accent-brand-700" {...input} />
              {option.label}
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
