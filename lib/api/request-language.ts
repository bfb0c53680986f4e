import { LOCALE_COOKIE, resolveLocale, type Locale } from "@/lib/i18n/config";

/**
 * The language of what we send the caller's employee: the portal's chosen language (its cookie),
 * else the request's Accept-Language (a partner may send one), else English.
 */
export function requestLanguage(request: Request): Locale {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return resolveLocale(cookie, request.headers.get("accept-language"));
}
