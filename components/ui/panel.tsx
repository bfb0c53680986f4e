import type { ReactNode } from "react";

type Props = {
  /** The heading's id: the section is labelled by it, so assistive technology lists the box by its title. */
  titleId: string;
  title: ReactNode;
  /** How loud the heading is. */
  titleClassName: string;
  gap?: "gap-2" | "gap-3" | "gap-4" | "gap-5";
  /** A tinted box with a thick left rule, for help the reader should not miss, instead of the plain white one. */
  callout?: boolean;
  /** Added after the box's own classes (more padding on a wide screen). */
  className?: string;
  children: ReactNode;
};

const BOX = {
  plain: "border border-slate-300 bg-white",
  callout: "border-l-4 border-brand-700 bg-brand-50",
};

/** A boxed part of a page, named by its own heading. */
export function Panel({ titleId, title, titleClassName, gap = "gap-3", callout = false, className, children }: Props) {
  const box = BOX[callout ? "callout" : "plain"];
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col ${gap} rounded-md ${box} p-4${className ? ` ${className}` : ""}`}
    >
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
