import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The layer rules of docs/architecture.md, checked on every import in the tree (type-only imports
// included: a type pulled from a layer is still a dependency on it).

const ROOT = path.resolve(__dirname, "..");
const SOURCE_DIRS = ["app", "components", "hooks", "lib", "db", "scripts"];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

type SourceFile = { file: string; imports: string[] };

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "migrations" ? [] : walk(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** Imports resolved to paths from the project root ("lib/api/problem"); packages are left out. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? "";
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [path.join(path.dirname(file), specifier)];
    return [];
  });
}

const files: SourceFile[] = SOURCE_DIRS.flatMap(walk)
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, imports: importsOf(file) }));

const within = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);

const RULES: Array<{ from: string[]; notTo: string[]; why: string }> = [
  {
    from: ["lib/services", "lib/domain", "lib/schemas", "lib/providers", "lib/errors", "lib/webhooks"],
    notTo: ["lib/api"],
    why: "only the HTTP layer knows HTTP; use cases throw AppError and receive a context",
  },
  { from: ["app"], notTo: ["db"], why: "pages and handlers reach data through use cases" },
  {
    from: ["lib/domain"],
    notTo: ["db", "lib/services", "lib/api", "lib/webhooks", "lib/jobs"],
    why: "the domain is pure rules, no I/O",
  },
  {
    from: ["lib/webhooks"],
    notTo: ["lib/services", "lib/jobs"],
    why: "recording and delivering events is a leaf: it decides nothing",
  },
  {
    from: ["lib/services"],
    notTo: ["lib/jobs", "app", "components", "hooks"],
    why: "use cases are called, they do not call up",
  },
  {
    from: ["components", "hooks"],
    notTo: ["db", "lib/services", "lib/webhooks", "lib/jobs"],
    why: "browser code talks to the API, never to the server's insides",
  },
];

describe("layer rules", () => {
  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it.each(RULES)("$from may not import $notTo ($why)", ({ from, notTo }) => {
    const broken = files.flatMap(({ file, imports }) =>
      from.some((folder) => within(file, folder))
        ? imports
            .filter((target) => notTo.some((folder) => within(target, folder)))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(broken).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    // A node is a folder two levels down (lib/services, db/schema) or a top-level file of lib/ or db/.
    const node = (target: string) =>
      target
        .split("/")
        .slice(0, 2)
        .join("/")
        .replace(/\.(ts|tsx|mts)$/, "");
    const edges = new Map<string, Set<string>>();
    for (const { file, imports } of files) {
      for (const target of imports) {
        const [a, b] = [node(file), node(target)];
        if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
      }
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (at: string, trail: string[]) => {
      if (state.get(at) === "done") return;
      if (state.get(at) === "open") {
        cycles.push([...trail.slice(trail.indexOf(at)), at].join(" → "));
        return;
      }
      state.set(at, "open");
      for (const next of edges.get(at) ?? []) visit(next, [...trail, at]);
      state.set(at, "done");
    };
    for (const start of edges.keys()) visit(start, []);
    expect(cycles).toEqual([]);
  });

  it("defines the expanded-verification downgrade in one file", () => {
    // NEEDS_EXPANDED_VERIFICATION read as FAILED, and the needs-documentary-evidence event read as failed.
    const downgrades =
      /NEEDS_EXPANDED_VERIFICATION["']\s*\?\s*["']FAILED|needs-documentary-evidence["']\s*\?\s*["']identity-verification\.failed/;
    const defining = files
      .filter(({ file }) => downgrades.test(fs.readFileSync(path.join(ROOT, file), "utf8")))
      .map(({ file }) => file);
    expect(defining).toEqual(["lib/versions/2024-01-16.ts"]);
  });
});
