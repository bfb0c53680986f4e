import type { InputHTMLAttributes } from "react";

import { Field, fieldAria, fieldBorder, type FieldProps } from "./field";

type Props = FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, name, hint, error, id, className, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        id={inputId}
        name={name}
        {...fieldAria(inputId, { hint, error })}
        className={`min-h-11 rounded-md border px-3 py-2 text-base ${fieldBorder(error)}`}
        {...input}
      />
    </Field>
  );
}
