import type { Metadata, Viewport } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" });
  return {
    title: { default: t("appName"), template: `%s – ${t("appName")}` },
    description: t("appDescription"),
    // Served from public/ (scripts/generate-icons.mjs draws the PNGs from the SVG).
    icons: { icon: { url: "/icon.svg", type: "image/svg+xml" }, apple: "/apple-touch-icon.png" },
    manifest: "/manifest.webmanifest",
  };
}

// `lang` follows the language the page is rendered in, so screen readers pronounce it right.
export const viewport: Viewport = { themeColor: "#174ba6" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await requestLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
