import type { InputHTMLAttributes } from "react";

import { FieldError, FieldHint, fieldAria, type FieldProps } from "./field";

type Props = FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/** One labelled checkbox with its hint and error announced with it; its id is `field-{name}`. */
export function CheckboxField({ label, name, hint, error, ...input }: Props) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <FieldError id={id} error={error} />
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium">
        <input
          id={id}
          name={name}
          type="checkbox"
          {...fieldAria(id, { hint, error })}
          className="h-5 w-5 accent-brand-700"
          {...input}
        />
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
