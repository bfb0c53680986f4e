"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/i18n/config";

// Each language is named in itself, so a person who reads only that language can find it.
const NAMES: Record<Locale, string> = { en: "English", es: "Español" };

function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = locale;
}

/**
 * Sets the locale cookie and re-renders the server components in the chosen language. The layout
 * passes the current language and the group's label, so the header needs no translations in the
 * browser.
 */
export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(locale: Locale) {
    if (locale === current) return;
    rememberLocale(locale);
    startTransition(() => router.refresh());
  }

  return (
    <div role="group" aria-label={label} aria-busy={pending || undefined} className="flex gap-1">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          onClick={() => choose(locale)}
          className={`min-h-11 min-w-11 rounded-md px-2 py-2 text-sm font-semibold ${
            locale === current
              ? "bg-brand-700 text-white"
              : "text-brand-700 underline underline-offset-2 hover:bg-brand-50"
          }`}
        >
          {NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
