"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "use-intl";

const ITEMS = [
  { href: "/admin", key: "employees" },
  { href: "/admin/funnel", key: "funnel" },
  { href: "/admin/employees/new", key: "addEmployee" },
  { href: "/admin/imports", key: "imports" },
  { href: "/admin/sftp", key: "sftp" },
  { href: "/admin/webhooks", key: "webhooks" },
  { href: "/admin/api-clients", key: "apiClients" },
  { href: "/admin/settings", key: "settings" },
] as const;

export function AdminNav() {
  const t = useTranslations("admin.nav");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-1">
        {ITEMS.map((item) => {
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
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
