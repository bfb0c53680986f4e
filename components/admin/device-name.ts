/**
 * "Chrome on macOS" from a user agent: enough for a person to recognise their own browsers in a
 * list of sessions or name a passkey, not a device database. Order matters: Edge and Opera also
 * say Chrome, Chrome also says Safari, iPads may say Macintosh (then "macOS" is what they chose).
 */
export type Device = { browser: string | undefined; os: string | undefined };

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPad\b/, "iPadOS"],
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\b(Macintosh|Mac OS X)\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: Array<[RegExp, string]>, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function parseUserAgent(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: undefined, os: undefined };
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}

type Words = {
  browserOnOs: (values: { browser: string; os: string }) => string;
  unknown: string;
};

/** The device in words: "Chrome on macOS", "Firefox", "Android", or the words for an unknown one. */
export function deviceText(userAgent: string | null | undefined, words: Words): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return words.browserOnOs({ browser, os });
  return browser ?? os ?? words.unknown;
}
