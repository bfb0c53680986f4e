import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";

// The repository stands alone (issue 24): every relative link of the README and docs/ opens a file
// of the repository, every #anchor names a heading of its page, and nothing points outside it.

const ROOT = path.resolve(__dirname, "..");

/** Tracked files, so what a reader of a clone sees (not .next, node_modules or .data). */
function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
}

const FENCE = /^(```|~~~)/;
const LINK = /\[(?:[^\]\n]|\\\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Markdown links outside code fences and inline code, with their line numbers. */
export function linksOf(markdown: string): Array<{ line: number; target: string }> {
  let fenced = false;
  return markdown.split("\n").flatMap((text, index) => {
    if (FENCE.test(text.trim())) {
      fenced = !fenced;
      return [];
    }
    if (fenced) return [];
    const prose = text.replace(/`[^`]*`/g, "");
    return [...prose.matchAll(LINK)].map((match) => ({ line: index + 1, target: match[1] ?? "" }));
  });
}

/** GitHub's heading anchors of a page (github-slugger is the algorithm GitHub's renderer uses). */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  let fenced = false;
  const anchors = new Set<string>();
  for (const text of markdown.split("\n")) {
    if (FENCE.test(text.trim())) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) anchors.add(slugger.slug((heading[1] ?? "").replace(/`/g, "")));
  }
  return anchors;
}

/** What is wrong with one link of `file`, or undefined when it opens inside the repository. */
export function linkProblem(file: string, target: string, exists: (relative: string) => string | undefined) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: — a web page, not a file
  const [filePart, anchor] = target.split("#", 2);
  const resolved = filePart ? path.normalize(path.join(path.dirname(file), decodeURIComponent(filePart))) : file;
  if (resolved.startsWith("..") || path.isAbsolute(resolved)) return `${target} leaves the repository`;
  const text = exists(resolved);
  if (text === undefined) return `${target}: no file ${resolved} in the repository`;
  if (anchor && resolved.endsWith(".md") && !anchorsOf(text).has(anchor)) return `${target}: no heading #${anchor}`;
  return undefined;
}

describe("docs links", () => {
  const tracked = trackedFiles();
  const trackedSet = new Set(tracked);
  const folders = new Set(tracked.flatMap((file) => file.split("/").map((_, i, parts) => parts.slice(0, i).join("/"))));
  const read = (relative: string) => {
    if (trackedSet.has(relative)) return fs.readFileSync(path.join(ROOT, relative), "utf8");
    return folders.has(relative.replace(/\/$/, "")) ? "" : undefined;
  };
  const pages = tracked.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));

  it("finds the README and the docs", () => {
    expect(pages).toContain("README.md");
    expect(pages.length).toBeGreaterThan(10);
  });

  it("docs/README.md, the index, links every page of docs/", () => {
    const index = linksOf(read("docs/README.md") ?? "").map(({ target }) => `docs/${target.split("#")[0]}`);
    const unlisted = pages.filter(
      (page) => page.startsWith("docs/") && page !== "docs/README.md" && !index.includes(page),
    );
    expect(unlisted).toEqual([]);
  });

  it("has every relative link open a file of the repository, and every anchor a heading", () => {
    const broken = pages.flatMap((page) =>
      linksOf(read(page) ?? "").flatMap(({ line, target }) => {
        const problem = linkProblem(page, target, read);
        return problem ? [`${page}:${line} ${problem}`] : [];
      }),
    );
    expect(broken.join("\n")).toBe("");
  });

  it("names no file outside the repository, in docs or code", () => {
    const outside = tracked
      .filter((file) => /\.(md|ts|tsx|mts|mjs|json|sh)$/.test(file) || file.startsWith(".ci/"))
      .filter((file) => file !== "lib/docs-links.test.ts")
      .filter((file) => /\.\.\/shared\b|\bSERVICE_INTERFACE\.md|\bDESIGN_CARD\.md/.test(read(file) ?? ""));
    expect(outside.join("\n")).toBe("");
  });

  // The checks above must be able to fail: each broken link below is caught, each good one passes.
  it.each([
    ["docs/a.md", "../../shared/spec/SERVICE_INTERFACE.md", "leaves the repository"],
    ["README.md", "../other/README.md", "leaves the repository"],
    ["docs/a.md", "missing.md", "no file docs/missing.md"],
    ["docs/a.md", "b.md#nowhere", "no heading #nowhere"],
    ["docs/a.md", "#nowhere", "no heading #nowhere"],
  ])("catches %s → %s", (file, target, problem) => {
    const pagesOf: Record<string, string> = { "docs/a.md": "# A\n\n## Here it is\n", "docs/b.md": "# B (spec 4.1)\n" };
    expect(linkProblem(file, target, (relative) => pagesOf[relative])).toContain(problem);
  });

  it.each([
    ["docs/a.md", "b.md#b-spec-41"],
    ["docs/a.md", "#here-it-is"],
    ["README.md", "docs/a.md"],
    ["docs/a.md", "https://example.com/x"],
  ])("accepts %s → %s", (file, target) => {
    const pagesOf: Record<string, string> = { "docs/a.md": "# A\n\n## Here it is\n", "docs/b.md": "# B (spec 4.1)\n" };
    expect(linkProblem(file, target, (relative) => pagesOf[relative])).toBeUndefined();
  });

  it("reads links outside code only, and headings as GitHub slugs them", () => {
    expect(linksOf("[a](x.md) `[b](y.md)`\n```\n[c](z.md)\n```\n[d](w.md#e)").map((l) => l.target)).toEqual([
      "x.md",
      "w.md#e",
    ]);
    expect([...anchorsOf("# Saving a payment method\n## `GET /api/events?after=`\n## Twice\n## Twice")]).toEqual([
      "saving-a-payment-method",
      "get-apieventsafter",
      "twice",
      "twice-1",
    ]);
  });
});
