import { Fragment } from "react";

/** Where a URL or an event type may wrap: after its slashes, dots, underscores and query separators. */
const URL_BREAKS = /(?<=[/.?&=_])/;

/**
 * Text that wraps at its own seams rather than mid-word when a line is too narrow for it (a URL
 * after its slashes and dots: `http://127.0.0.1:4000/` | `hooks`; an e-mail address before its `@`
 * and dots), and anywhere in a part still too long for the line.
 */
export function WrappingText({
  text,
  breaks = URL_BREAKS,
  className = "",
}: {
  text: string;
  /** A zero-width pattern: each match is a place the line may break. */
  breaks?: RegExp;
  className?: string;
}) {
  const parts = text.split(breaks);
  return (
    <span className={`wrap-break-word ${className}`.trim()}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
