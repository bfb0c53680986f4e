import type { RequirementStatus } from "@/lib/domain/onboarding/requirements";

import { LineIcon } from "./line-icon";

// Drawn rather than typed: symbol characters such as ⏸ or ✗ are missing from many system fonts
// and show as empty boxes. Each icon only repeats the words beside it.
const PATHS: Record<RequirementStatus | "warning", React.ReactNode> = {
  fulfilled: <path d="M5 10.5l3.5 3.5L15 7" />,
  missing: <circle cx="10" cy="10" r="5.5" />,
  invalid: (
    <>
      <path d="M10 5v6" />
      <path d="M10 14.5v.5" />
    </>
  ),
  pending: (
    <>
      <circle cx="10" cy="10" r="6" />
      <path d="M10 7v3l2 2" />
    </>
  ),
  failed: <path d="M6 6l8 8M14 6l-8 8" />,
  blocked: (
    <>
      <rect x="5.5" y="9" width="9" height="7" rx="1" />
      <path d="M7.5 9V7a2.5 2.5 0 015 0v2" />
    </>
  ),
  warning: (
    <>
      <path d="M10 3.5l7 12.5H3z" />
      <path d="M10 8.5v3.5" />
      <path d="M10 14.2v.3" />
    </>
  ),
};

/** An inline SVG for a requirement status (or a warning); hidden from assistive technology. */
export function StatusIcon({
  status,
  className = "size-4",
}: {
  status: RequirementStatus | "warning";
  className?: string;
}) {
  return <LineIcon className={`shrink-0 ${className}`}>{PATHS[status]}</LineIcon>;
}
