import Link from "next/link";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

export type FormParams = { get: (name: string) => string | null };

/** A submitted filter form's values as the search parameters its parser reads (a file input counts as absent). */
function formParams(form: HTMLFormElement): FormParams {
  const data = new FormData(form);
  return {
    get: (name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    },
  };
}

type FormProps = {
  label: string;
  /** The submitted values, read like the address bar's search parameters by the page's parser. */
  onApply: (params: FormParams) => void;
  className: string;
  children: ReactNode;
};

/** A list's filters: a search landmark, applied with a button and read by the list's own parser. */
export function FilterForm({ label, onApply, className, children }: FormProps) {
  function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(formParams(event.currentTarget));
  }
  return (
    <form role="search" aria-label={label} onSubmit={apply} className={className}>
      {children}
    </form>
  );
}

type Props = {
  apply: string;
  clear: string;
  /** The list with no filter. */
  clearHref: string;
  filtered: boolean;
  /** How many of the form's grid columns the buttons span on a wide screen. */
  span: "lg:col-span-2" | "lg:col-span-3";
};

/** A filter form's submit button and, once something is filtered, the way back to everything. */
export function FilterActions({ apply, clear, clearHref, filtered, span }: Props) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${span} lg:justify-end`}>
      <Button type="submit">{apply}</Button>
      {filtered ? (
        <Link
          href={clearHref}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {clear}
        </Link>
      ) : null}
    </div>
  );
}
