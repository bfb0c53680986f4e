import Link from "next/link";
import type { ComponentProps } from "react";

/** A link inside or beside a sentence, in the app's link style. */
export function TextLink(props: Omit<ComponentProps<typeof Link>, "className">) {
  return <Link {...props} className="font-semibold text-brand-700 underline underline-offset-2" />;
}
