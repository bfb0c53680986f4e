"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

type Item = { href: string; text: string };

/**
 * An area's navigation (HR's, the operator console's): its links, the current page's marked. Below
 * 768 px the links sit behind a "Menu" button (a native disclosure, so it works before the script
 * loads), and the page's content starts a screen higher; the menu closes when a page is chosen.
 */
export function AreaNav({ label, menu, items }: { label: string; menu: string; items: ReadonlyArray<Item> }) {
  const pathname = usePathname();
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (disclosure.current) disclosure.current.open = false;
  }, [pathname]);
  const current = items.find((item) => item.href === pathname);
  return (
    <nav aria-label={label} className="w-full md:w-auto">
      <details ref={disclosure} className="group md:hidden" data-testid="area-menu">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-400 px-3 py-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="text-lg leading-none">
            ☰
          </span>
          {menu}
          {current ? <span className="font-normal text-slate-700">· {current.text}</span> : null}
        </summary>
        <Links items={items} pathname={pathname} className="mt-2 flex flex-col gap-1" />
      </details>
      <Links items={items} pathname={pathname} className="hidden flex-wrap gap-1 md:flex" />
    </nav>
  );
}

function Links({ items, pathname, className }: { items: ReadonlyArray<Item>; pathname: string; className: string }) {
  return (
    <ul className={className}>
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
  );
}
