import { WrappingText } from "./wrapping-text";

/**
 * An e-mail address that wraps where a reader expects it to, before the `@` and each `.`, never in
 * the middle of a word (HR's tables and cards at 320 px).
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  return <WrappingText text={email} breaks={/(?=[@.])/} className={className} />;
}
