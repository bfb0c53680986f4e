import { describe, expect, it } from "vitest";

import { checkPhoneFormat } from "./phone-format";

describe("checkPhoneFormat", () => {
  it.each(["+12", "+14155552671", "+442079460958", "+123456789012345"])("accepts %s unchanged", (input) => {
    expect(checkPhoneFormat(input)).toEqual({ ok: true, value: input });
  });

  it.each(["", "+", "+1", "+0123456789", "14155552671", "+1234567890123456", "+1 415 555 2671", " +14155552671"])(
    "refuses %j",
    (input) => {
      expect(checkPhoneFormat(input)).toMatchObject({ ok: false, code: "phone_invalid_format" });
    },
  );
});
