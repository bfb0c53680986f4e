import { describe, expect, it } from "vitest";

import { addressSubject, emailSubject } from "./throttle-keys";

describe("throttle subjects", () => {
  it.each([
    ["Ann@Example.COM", "ann@example.com"],
    ["  ann@example.com\t", "ann@example.com"],
    ["ann@example.com", "ann@example.com"],
  ])("counts the e-mail %j as %j", (input, expected) => {
    expect(emailSubject(input)).toBe(expected);
  });

  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::99", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
  ])("counts the address %s as %s", (input, expected) => {
    expect(addressSubject(input)).toBe(expected);
  });

  it("puts two addresses of one /64 together and two /64s apart", () => {
    expect(addressSubject("2001:db8:a:b::1")).toBe(addressSubject("2001:db8:a:b:ffff:ffff:ffff:ffff"));
    expect(addressSubject("2001:db8:a:b::1")).not.toBe(addressSubject("2001:db8:a:c::1"));
  });
});
