import type { TextareaHTMLAttributes } from "react";

import { Field, fieldAria, fieldBorder, type FieldProps } from "./field";

type Props = FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>;

/** A labelled multi-line input whose hint and error are announced with it, like TextField. */
export function TextAreaField({ label, name, hint, error, id, className, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={inputId}
        name={name}
        rows={3}
        {...fieldAria(inputId, { hint, error })}
        className={`rounded-md border px-3 py-2 font-mono text-sm ${fieldBorder(error)}`}
        {...input}
      />
    </Field>
  );
}
