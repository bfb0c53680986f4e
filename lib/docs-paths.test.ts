import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Every repository path the README and docs/ name — in prose, in backticks, in links, in code
// blocks — is a file or folder of the repository, so a file moved or deleted cannot leave a page
// pointing at nothing. docs/architecture.md, which walks through the code file by file, is held
// to more: each bare file name it gives (`patch-policy.ts`, portal/load-portal-tasks.ts) must end
// a tracked path. lib/docs-links.test.ts checks the links themselves and their anchors.

const ROOT = path.resolve(__dirname, "..");

/** Tracked files, so what a reader of a clone sees (not .next, node_modules or .data). */
function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
}

export type Tree = { files: readonly string[]; paths: ReadonlySet<string> };

/** Files and every folder above them. */
export function treeOf(files: readonly string[]): Tree {
  const paths = new Set<string>(files);
  for (const file of files) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i += 1) paths.add(parts.slice(0, i).join("/"));
  }
  return { files, paths };
}

/** The top-level folders of the tree: a path a page names starts with one of them. */
const topFolders = (tree: Tree) => [...new Set(tree.files.filter((f) => f.includes("/")).map((f) => f.split("/")[0]!))];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A path's characters: word characters, dots, dashes, Next.js's (group) and [param] folders,
// placeholders (<resource>, …, *, {en,es}).
const PATH_CHAR = String.raw`(?:[\w.\-()[\]@*<>…+]|\{[^}\s]*\})`;
// Not a path when glued to what comes before it: a URL's path (/docs/guides), ../deploy/…, a package.
const NOT_AFTER = String.raw`(?<![\w./:@~\-])`;
const CODE_EXTENSION = String.raw`\.(?:ts|tsx|mts|mjs|json|md|yml|yaml|sql|sh)`;

/** A token as it stands in text, less a link's target glued to it and the sentence's punctuation. */
export function trimToken(token: string): string {
  let text = token.split("](")[0]!;
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(/[.,;:'"]+$/, "");
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
    ] as const)
      if (text.endsWith(close) && text.split(open).length < text.split(close).length) text = text.slice(0, -1);
  }
  return text;
}

/** Paths starting with one of the repository's top-level folders, with their line numbers. */
export function repositoryPathsIn(markdown: string, tops: readonly string[]): Array<{ line: number; name: string }> {
  const pattern = new RegExp(`${NOT_AFTER}(?:${tops.map(escape).join("|")})/(?:${PATH_CHAR}|/)*`, "g");
  return markdown.split("\n").flatMap((text, index) => {
    const names = [...text.matchAll(pattern)].map((match) => trimToken(match[0]));
    return [...new Set(names)].map((name) => ({ line: index + 1, name }));
  });
}

/** File names given without their folders (`patch-policy.ts`, portal/load-portal-tasks.ts). */
export function relativeNamesIn(markdown: string, tops: readonly string[]): Array<{ line: number; name: string }> {
  // Also not after a placeholder: sandbox.ts in lib/providers/<kind>/sandbox.ts is that path's.
  const pattern = new RegExp(`(?<![\\w./:@~\\-*<>…])\\w(?:[\\w.\\-/]*[\\w-])?${CODE_EXTENSION}(?![\\w/])`, "g");
  const top = new RegExp(`^(?:${tops.map(escape).join("|")})/`);
  return markdown.split("\n").flatMap((text, index) => {
    const names = [...text.matchAll(pattern)].map((match) => trimToken(match[0])).filter((name) => !top.test(name));
    return [...new Set(names)].map((name) => ({ line: index + 1, name }));
  });
}

const isPattern = (name: string) => /[*<>…{}]|\.\.\./.test(name);

/** A placeholder path as a regular expression over the tree's paths. */
function patternOf(name: string): RegExp {
  const source = name
    .replace(/\/$/, "")
    .split(/(\*\*|\*|<[^>]*>|…|\.\.\.|\{[^}]*\})/)
    .map((part) => {
      if (part === "**" || part === "…" || part === "...") return ".*";
      if (part === "*" || /^<.*>$/.test(part)) return "[^/]*";
      if (/^\{.*\}$/.test(part))
        return `(?:${part
          .slice(1, -1)
          .split(",")
          .map((alternative) => escape(alternative))
          .join("|")})`;
      return escape(part);
    })
    .join("");
  return new RegExp(`^${source}$`);
}

// A module as imported (`lib/api/rate-limit`, `db/seed`): the file with one of these endings.
const MODULE_ENDINGS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

/**
 * Whether the tree has what `name` names: the file or folder itself, a module by its import path,
 * or, for a placeholder (`lib/services/<resource>/<verb>-<noun>.ts`, `app/**\/route.ts`,
 * `lib/services/…`, `messages/{en,es}/*.json`), at least one path it stands for.
 */
export function existsInTree(name: string, tree: Tree): boolean {
  const plain = name.replace(/\/$/, "");
  if (isPattern(plain)) {
    const pattern = patternOf(plain);
    return [...tree.paths].some((candidate) => pattern.test(candidate));
  }
  return MODULE_ENDINGS.some((ending) => tree.paths.has(plain + ending));
}

/** Whether a tracked path ends with `name` (a file named without its folders). */
export function endsATrackedPath(name: string, tree: Tree): boolean {
  return tree.files.some((file) => file === name || file.endsWith(`/${name}`));
}

describe("docs paths", () => {
  const tracked = trackedFiles();
  const tree = treeOf(tracked);
  const tops = topFolders(tree);
  const pages = tracked.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
  const read = (page: string) => fs.readFileSync(path.join(ROOT, page), "utf8");

  it("reads the README and the docs, and finds the paths they name", () => {
    expect(pages).toContain("docs/architecture.md");
    expect(tops).toEqual(expect.arrayContaining(["app", "lib", "db", "scripts", "tests", "docs"]));
    expect(repositoryPathsIn(read("docs/architecture.md"), tops).length).toBeGreaterThan(50);
  });

  it("has every repository path the README and docs/ name exist", () => {
    const stale = pages.flatMap((page) =>
      repositoryPathsIn(read(page), tops)
        .filter(({ name }) => !existsInTree(name, tree))
        .map(({ line, name }) => `${page}:${line} ${name}`),
    );
    expect(stale.join("\n")).toBe("");
  });

  it("has every file docs/architecture.md names by its name alone end a tracked path", () => {
    const page = "docs/architecture.md";
    const stale = relativeNamesIn(read(page), tops)
      .filter(({ name }) => !endsATrackedPath(name, tree))
      .map(({ line, name }) => `${page}:${line} ${name}`);
    expect(stale.join("\n")).toBe("");
  });

  // The checks above must be able to fail: each stale name below is caught, each good one passes.
  const fixture = treeOf([
    "app/api/employers/[employerId]/employees/[employeeId]/route.ts",
    "app/(portal)/onboarding/page.tsx",
    "lib/services/employees/patch-employee.ts",
    "lib/services/README.md",
    "lib/api/rate-limit.ts",
    "lib/versions/2024-01-16.ts",
    "db/seed.ts",
    "messages/en/email.json",
  ]);

  it.each([
    "lib/services/employees/update-employee.ts",
    "lib/services/cards/",
    "app/api/employers/[id]/route.ts",
    "lib/api/rate-limits",
    "db/seeds",
    "lib/versions/<date>.tsx",
    "lib/services/…/create-card.ts",
    "messages/{fr,de}/*.json",
  ])("catches %s", (name) => {
    expect(existsInTree(name, fixture)).toBe(false);
  });

  it.each([
    "lib/services/employees/patch-employee.ts",
    "lib/services/",
    "lib/services",
    "app/(portal)/onboarding",
    "app/api/employers/[employerId]/employees/[employeeId]/route.ts",
    "lib/api/rate-limit",
    "db/seed",
    "lib/services/<resource>/<verb>-<noun>.ts",
    "lib/versions/<date>.ts",
    "app/**/route.ts",
    "app/api/…/route.ts",
    "app/api/.../[employeeId]",
    "lib/*",
    "messages/{en,es}/*.json",
  ])("accepts %s", (name) => {
    expect(existsInTree(name, fixture)).toBe(true);
  });

  it("catches a file named alone that no tracked path ends with", () => {
    expect(endsATrackedPath("patch-employee.ts", fixture)).toBe(true);
    expect(endsATrackedPath("employees/patch-employee.ts", fixture)).toBe(true);
    expect(endsATrackedPath("update-employee.ts", fixture)).toBe(false);
    expect(endsATrackedPath("atch-employee.ts", fixture)).toBe(false);
  });

  it("reads paths out of prose, code and links, without the sentence around them", () => {
    const tops = ["app", "lib", "docs", "messages"];
    const text = [
      "See `lib/a.ts`, lib/b.ts. Routes (app/api, app/v1) and app/(portal)/x.ts; [docs/c.md](docs/c.md).",
      "Not these: https://example.com/lib/x.ts, /docs/guides, ../lib/y.ts, node:lib/z, mylib/w.ts.",
      "Placeholders: `lib/services/<resource>/<verb>-<noun>.ts`, `messages/{en,es}/*.json`, app/**/route.ts.",
    ].join("\n");
    expect(repositoryPathsIn(text, tops).map(({ name }) => name)).toEqual([
      "lib/a.ts",
      "lib/b.ts",
      "app/api",
      "app/v1",
      "app/(portal)/x.ts",
      "docs/c.md",
      "lib/services/<resource>/<verb>-<noun>.ts",
      "messages/{en,es}/*.json",
      "app/**/route.ts",
    ]);
    expect(
      relativeNamesIn(
        "`patch-policy.ts`; partner- and sign-in-throttle.ts, portal/tasks.ts; lib/a.ts; Next.js",
        tops,
      ).map(({ name }) => name),
    ).toEqual(["patch-policy.ts", "sign-in-throttle.ts", "portal/tasks.ts"]);
  });
});
