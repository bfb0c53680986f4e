import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { EmailText } from "./email-text";

const html = (email: string) => renderToStaticMarkup(createElement(EmailText, { email }));

describe("EmailText", () => {
  it("offers a line break before the @ and each dot, and nowhere inside a word", () => {
    expect(html("ada.lovelace@acme.example")).toBe(
      '<span class="wrap-break-word">ada<wbr/>.lovelace<wbr/>@acme<wbr/>.example</span>',
    );
  });

  it("leaves an address without either as it is", () => {
    expect(html("root")).toBe('<span class="wrap-break-word">root</span>');
  });
});
