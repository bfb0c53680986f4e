import type { ReactNode, Ref } from "react";

/** The props of a labelled control: its element's own attributes, plus label, hint and error. */
export type FieldProps<Attributes, Element> = Attributes & {
  label: string;
  name: string;
  hint?: string;
  error?: string;
  ref?: Ref<Element>;
};

type Props = { id: string; label: string; hint?: string; error?: string; className?: string; children: ReactNode };

/** The shell every labelled control shares: label, then hint and error, then the control. */
export function Field({ id, label, hint, error, className = "", children }: Props) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}

type GroupProps = { id: string; legend: string; hint?: string; error?: string; children: ReactNode };

/**
 * The shell of a group of controls answering one question (radios, a date's parts): a fieldset
 * named by its legend and described by its hint and error. The first control carries the id.
 */
export function FieldGroup({ id, legend, hint, error, children }: GroupProps) {
  return (
    <fieldset aria-describedby={describedBy(id, { hint, error })} className="flex flex-col gap-1">
      <legend className="font-medium text-slate-900">{legend}</legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </fieldset>
  );
}

/** A field's hint, which its control names in aria-describedby (see fieldAria). */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** A field's error, which its control names in aria-describedby (see fieldAria). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

type Notes = { hint?: string; error?: string };

/** The ids of the hint and error that are shown, for aria-describedby. */
export const describedBy = (id: string, { hint, error }: Notes) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** What the control inside a Field carries so its hint and error are announced with it. */
export const fieldAria = (id: string, notes: Notes) => ({
  "aria-invalid": notes.error ? true : undefined,
  "aria-describedby": describedBy(id, notes),
});

/** The control's border: thicker and red while it is in error. */
export const fieldBorder = (error: string | undefined) => (error ? "border-red-700 border-2" : "border-slate-500");
