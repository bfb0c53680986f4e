import { describe, expect, it } from "vitest";

import { resolvePath } from "./paths";

describe("SFTP paths", () => {
  it.each([
    ["", { kind: "root", path: "/" }],
    [".", { kind: "root", path: "/" }],
    ["/", { kind: "root", path: "/" }],
    ["..", { kind: "root", path: "/" }],
    ["inbound", { kind: "folder", path: "/inbound", folder: "inbound" }],
    ["//outbound/", { kind: "folder", path: "/outbound", folder: "outbound" }],
    ["inbound/a.csv", { kind: "file", path: "/inbound/a.csv", folder: "inbound", name: "a.csv" }],
    [
      "/outbound/./x/../a.ack.csv",
      { kind: "file", path: "/outbound/a.ack.csv", folder: "outbound", name: "a.ack.csv" },
    ],
    ["/inbound/../../etc/passwd", { kind: "none", path: "/etc/passwd" }],
    ["../../../../inbound/a.csv", { kind: "file", path: "/inbound/a.csv", folder: "inbound", name: "a.csv" }],
    ["/inbound/sub/a.csv", { kind: "none", path: "/inbound/sub/a.csv" }],
    ["/empr_other/inbound/a.csv", { kind: "none", path: "/empr_other/inbound/a.csv" }],
    ["/home", { kind: "none", path: "/home" }],
    ["/inbound/a\u0000.csv", { kind: "none", path: "/" }],
  ])("%j resolves to %j", (requested, expected) => {
    expect(resolvePath(requested)).toEqual(expected);
  });
});
