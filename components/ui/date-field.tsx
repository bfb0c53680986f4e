import type { InputHTMLAttributes } from "react";

import { FieldGroup } from "./field";

export type DatePart = "day" | "month" | "year";

type Props = {
  legend: string;
  name: string;
  hint?: string;
  error?: string;
  /** Field order as people of the language write dates, e.g. month-day-year in US English. */
  order: readonly DatePart[];
  labels: Record<DatePart, string>;
  /** Props for each input: its name and the value it starts with. */
  inputs: Record<DatePart, InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }>;
};

const WIDTH: Record<DatePart, string> = { day: "w-16", month: "w-16", year: "w-24" };
const MAX_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
const AUTOCOMPLETE: Record<DatePart, string> = { day: "bday-day", month: "bday-month", year: "bday-year" };

/**
 * A memorable date (such as a birth date) as three numeric fields in a fieldset: easier to type
 * than a picker that starts decades away, and read the same by every screen reader. The first
 * field carries `field-{name}`, which the error summary links to.
 */
export function DateField({ legend, name, hint, error, order, labels, inputs }: Props) {
  const base = `field-${name}`;
  return (
    <FieldGroup id={base} legend={legend} hint={hint} error={error}>
      <div className="flex flex-wrap gap-3">
        {order.map((part, index) => {
          const id = index === 0 ? base : `${base}-${part}`;
          return (
            <div key={part} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-slate-900">
                {labels[part]}
              </label>
              <input
                id={id}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={MAX_LENGTH[part]}
                autoComplete={AUTOCOMPLETE[part]}
                aria-invalid={error ? true : undefined}
                className={`min-h-11 rounded-md border px-3 py-2 text-base ${WIDTH[part]} ${error ? "border-2 border-red-700" : "border-slate-500"}`}
                {...inputs[part]}
              />
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
