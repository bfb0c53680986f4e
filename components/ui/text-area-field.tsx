import type { Ref, TextareaHTMLAttributes } from "react";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input whose hint and error are announced with it, like TextField. */
export function TextAreaField({ label, name, hint, error, id, className = "", ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  const describedBy =
    [hint ? `${inputId}-hint` : "", error ? `${inputId}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <textarea
        id={inputId}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-md border px-3 py-2 font-mono text-sm ${error ? "border-red-700 border-2" : "border-slate-500"}`}
        {...input}
      />
    </div>
  );
}
