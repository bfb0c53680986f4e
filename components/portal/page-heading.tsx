"use client";

import { useEffect, useRef } from "react";

// The first page of a document load leaves focus where the browser puts it (so the skip link is the
// first Tab stop); every page after that was reached by client-side navigation.
let firstPageOfDocument = true;

/**
 * The page's one h1. After a client-side navigation focus moves to it, so keyboard and
 * screen-reader users start at the top of the new page instead of on a link that no longer exists.
 */
export function PageHeading({ children }: { children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPageOfDocument) {
      firstPageOfDocument = false;
      return;
    }
    heading.current?.focus();
  }, []);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
    >
      {children}
    </h1>
  );
}
