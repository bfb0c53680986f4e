import type { ReactNode } from "react";

type Props = {
  titleId: string;
  title: ReactNode;
  gap?: "gap-2" | "gap-3" | "gap-4";
  /** The heading takes focus after an action in the section ends (a confirm step, a list changed). */
  focusable?: boolean;
  children: ReactNode;
};

/** A part of a page named by its own h2: the heading's id labels the section for assistive technology. */
export function TitledSection({ titleId, title, gap = "gap-3", focusable = false, children }: Props) {
  return (
    <section aria-labelledby={titleId} className={`flex flex-col ${gap}`}>
      <h2
        id={titleId}
        tabIndex={focusable ? -1 : undefined}
        className={`text-xl font-bold text-slate-900${focusable ? " outline-none" : ""}`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
