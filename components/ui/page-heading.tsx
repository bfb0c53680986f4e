"use client";

import { useEffect, useRef } from "react";

// The first page of a document load leaves focus where the browser puts it (so the skip link is the
// first Tab stop); every page after that was reached by client-side navigation.
let firstPageOfDocument = true;

type Props = {
  children: React.ReactNode;
  /** Said under the heading. */
  intro?: React.ReactNode;
  /** Leave focus alone on the document's first page (the portal); the HR area focuses every page. */
  skipFirstPage?: boolean;
};

/**
 * The page's one h1, with its introduction. Focus moves to it when the page mounts, so after a client-side navigation
 * keyboard and screen-reader users start at the top of the new page, not on a vanished link.
 */
export function PageHeading({ children, intro, skipFirstPage = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (skipFirstPage && firstPageOfDocument) {
      firstPageOfDocument = false;
      return;
    }
    heading.current?.focus();
  }, [skipFirstPage]);
  return (
    <div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
      >
        {children}
      </h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
    </div>
  );
}
