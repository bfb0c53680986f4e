import { describe, expect, it } from "vitest";

import { detailsText } from "./audit-details";

const words = {
  key: (key: string) => ({ fields: "Fields", reason: "Reason" })[key] ?? key,
  value: (value: string) => ({ totp: "authenticator app" })[value] ?? value,
  yes: "yes",
  no: "no",
};

describe("detailsText", () => {
  it.each([
    [{ fields: ["lastName", "ssn"] }, "Fields: lastName, ssn"],
    [{ reason: "wrong_password" }, "Reason: wrong_password"],
    [{ with: "totp", fields: ["totp", "ssn"] }, "with: authenticator app; Fields: authenticator app, ssn"],
    [{ password: true, key: false }, "password: yes; key: no"],
    [{ filters: { status: "incomplete", q: null }, searched: false }, "filters: status: incomplete; searched: no"],
    [{ sessions: 3, fields: [] }, "sessions: 3; Fields: —"],
    [{}, ""],
  ])("%j → %s", (details, text) => expect(detailsText(details, words)).toBe(text));
});
