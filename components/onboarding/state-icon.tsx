import type { RequirementState } from "./requirement-state";

// Drawn rather than typed: symbol characters such as ⏸ are missing from many system fonts.
const PATHS: Record<RequirementState, React.ReactNode> = {
  fulfilled: <path d="M5 10.5l3.5 3.5L15 7" />,
  action: (
    <>
      <path d="M10 5v6" />
      <path d="M10 14.5v.5" />
    </>
  ),
  failed: <path d="M6 6l8 8M14 6l-8 8" />,
  pending: (
    <>
      <circle cx="10" cy="10" r="6" />
      <path d="M10 7v3l2 2" />
    </>
  ),
  employer: (
    <>
      <circle cx="10" cy="7" r="2.5" />
      <path d="M5 15.5c0-2.8 2.2-4.5 5-4.5s5 1.7 5 4.5" />
    </>
  ),
  blocked: (
    <>
      <rect x="5.5" y="9" width="9" height="7" rx="1" />
      <path d="M7.5 9V7a2.5 2.5 0 015 0v2" />
    </>
  ),
};

/** Repeats in a picture what the state's words say; hidden from assistive technology. */
export function StateIcon({ state }: { state: RequirementState }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-5" aria-hidden="true" focusable="false">
      {PATHS[state]}
    </svg>
  );
}
