import type { Ref, SelectHTMLAttributes } from "react";

import { Field, fieldAria, fieldBorder } from "./field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, name, options, placeholder, hint, error, id, ...select }: Props) {
  const selectId = id ?? `field-${name}`;
  return (
    <Field id={selectId} label={label} hint={hint} error={error}>
      <select
        id={selectId}
        name={name}
        {...fieldAria(selectId, { hint, error })}
        className={`min-h-11 max-w-full rounded-md border bg-white px-3 py-2 text-base ${fieldBorder(error)}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
