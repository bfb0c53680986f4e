import type { Ref, SelectHTMLAttributes } from "react";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, name, options, placeholder, error, id, ...select }: Props) {
  const selectId = id ?? `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-medium text-slate-900">
        {label}
      </label>
      {error ? (
        <p id={`${selectId}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`min-h-11 rounded-md border bg-white px-3 py-2 text-base ${error ? "border-red-700 border-2" : "border-slate-500"}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
