import Link from "next/link";

const LINK = "inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold";

type Props = { href: string | undefined; label: string; rel: "prev" | "next"; onClick?: () => void };

/** One step of a paged list as a real link (it can be opened in a tab or bookmarked); without an href, disabled. */
export function PageStep({ href, label, rel, onClick }: Props) {
  if (!href)
    return (
      <span aria-disabled="true" className={`${LINK} border-slate-300 text-slate-500`}>
        {label}
      </span>
    );
  return (
    <Link href={href} rel={rel} scroll={false} onClick={onClick} className={`${LINK} text-brand-700 hover:bg-brand-50`}>
      {label}
    </Link>
  );
}
