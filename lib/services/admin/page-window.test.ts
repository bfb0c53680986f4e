import { describe, expect, it } from "vitest";

import { pageWindow } from "./list-admin-employees";

describe("pageWindow", () => {
  it("counts from the start up to the middle, and without a total", () => {
    expect(pageWindow(1, 50, 1_000_000)).toEqual({ reversed: false, offset: 0, limit: 50 });
    expect(pageWindow(3, 50, undefined)).toEqual({ reversed: false, offset: 100, limit: 50 });
    expect(pageWindow(2, 50, 100)).toEqual({ reversed: false, offset: 50, limit: 50 });
  });

  it("past the middle, from the end in reverse: the last page of a million is the first of the reverse", () => {
    expect(pageWindow(20_000, 50, 1_000_000)).toEqual({ reversed: true, offset: 0, limit: 50 });
    expect(pageWindow(19_999, 50, 1_000_000)).toEqual({ reversed: true, offset: 50, limit: 50 });
    // A short last page: 120 people, page 3 of 50 holds 20.
    expect(pageWindow(3, 50, 120)).toEqual({ reversed: true, offset: 0, limit: 20 });
    expect(pageWindow(2, 50, 99)).toEqual({ reversed: true, offset: 0, limit: 49 });
  });

  it("a page past the end is empty", () => {
    expect(pageWindow(5, 50, 120).limit).toBe(0);
  });
});
