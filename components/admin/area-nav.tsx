"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** An area's navigation (HR's, the operator console's): its links, the current page's marked. */
export function AreaNav({ label, items }: { label: string; items: ReadonlyArray<{ href: string; text: string }> }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {items.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md px-3 py-2 font-semibold ${
                  current
                    ? "bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4"
                    : "text-brand-700 hover:bg-brand-50 hover:underline"
                }`}
              >
                {item.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
