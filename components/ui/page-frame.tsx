/**
 * The parts every page frame shares (the portal's shells, the HR area's): the skip link a keyboard
 * reaches first, and the main landmark it jumps to.
 */

/** Jumps past the header to the page's main landmark (#main); shown only while it has focus. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-900"
    >
      {label}
    </a>
  );
}

const WIDTHS = { narrow: "max-w-xl", medium: "max-w-3xl", wide: "max-w-6xl" } as const;

/** The page's main landmark, where the skip link lands (focusable by script, not by Tab), at the frame's width. */
export function MainLandmark({ width, children }: { width: keyof typeof WIDTHS; children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`mx-auto ${WIDTHS[width]} px-4 py-6 outline-none sm:py-10`}>
      {children}
    </main>
  );
}
