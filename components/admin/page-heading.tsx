"use client";

import { useEffect, useRef } from "react";

/**
 * The page's one h1. Focus moves to it when the page mounts, so after a client-side navigation
 * keyboard and screen-reader users start at the top of the new page, not on a vanished link.
 */
export function PageHeading({ children, intro }: { children: React.ReactNode; intro?: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
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
