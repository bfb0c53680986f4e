import Link from "next/link";

/** The way back to the list a page was opened from, above the page's heading. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="self-start py-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
