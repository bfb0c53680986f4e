import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger" | "link";

const STYLES: Record<Variant, string> = {
  primary:
    "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60",
  // For what cannot be undone (erasing a person), behind a typed confirmation.
  danger:
    "inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60",
  link: "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900",
};

// Focus rings come from globals.css (:focus-visible) so every control shows the same one.
export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`${STYLES[variant]} ${className}`} {...props} />;
}

type SubmitProps = { pending: boolean; label: string; pendingLabel: string; disabled?: boolean };

/** A form's submit button: disabled while the form is being sent (or whenever told), and saying so. */
export function SubmitButton({ pending, label, pendingLabel, disabled = pending }: SubmitProps) {
  return (
    <Button type="submit" disabled={disabled} className="self-start">
      {pending ? pendingLabel : label}
    </Button>
  );
}
