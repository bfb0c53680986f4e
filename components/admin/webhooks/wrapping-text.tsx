import { Fragment } from "react";

/**
 * A URL or an event type that wraps after its slashes, dots, underscores and query separators
 * rather than mid-word when a line is too narrow for it (`http://127.0.0.1:4000/` | `hooks`,
 * `webhook-endpoint.` | `test`), and anywhere in a part still too long for the line.
 */
export function WrappingText({ text }: { text: string }) {
  const parts = text.split(/(?<=[/.?&=_])/);
  return (
    <span className="wrap-break-word">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
