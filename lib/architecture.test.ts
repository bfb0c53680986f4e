import fs from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// The layer rules of docs/architecture.md, checked on every import in the tree (type-only imports
// included: a type pulled from a layer is still a dependency on it). Each rule is data, checked by
// the same functions on the real tree and on small fixtures below that break it on purpose.

const ROOT = path.resolve(__dirname, "..");
const SOURCE_DIRS = ["app", "components", "hooks", "lib", "db", "scripts"];

/** A file's imports: project files as paths from the root ("lib/api/problem"), packages as written. */
type SourceFile = { file: string; imports: string[]; packages: string[] };

type Rule = {
  why: string;
  /** Folders or files whose imports are checked; "" is the whole tree. */
  from: string[];
  /** Folders or files inside `from` that the rule leaves out, each for a reason given beside it. */
  except?: string[];
  /** Project folders or files they may not import. */
  notTo?: string[];
  /** Packages they may not import ("next" covers "next/headers"; "node:" covers every built-in). */
  notPackages?: string[];
  /** Project folders or files inside `notTo` that they may import all the same. */
  allowTo?: string[];
  /** Project folders they may import; everything else is refused. */
  onlyTo?: string[];
};

const SERVER_LAYERS = [
  "lib/services",
  "lib/domain",
  "lib/schemas",
  "lib/providers",
  "lib/webhooks",
  "lib/jobs",
  "lib/errors",
  "lib/versions",
  "lib/telemetry",
];

// Packages that only run on the server: a browser bundle that pulls one either breaks or ships secrets' code.
const SERVER_ONLY_PACKAGES = [
  "node:",
  "server-only",
  "next/headers",
  "drizzle-orm",
  "pg",
  "@electric-sql/pglite",
  "ioredis",
  "ssh2",
  "pino",
  "stripe",
  "iron-session",
];

const RULES: Rule[] = [
  { why: "pages and handlers reach data through use cases", from: ["app"], notTo: ["db"] },
  {
    why: "use cases are called, they do not call up: no HTTP, no worker, no pages, no browser code",
    from: ["lib/services"],
    notTo: ["lib/api", "lib/jobs", "app", "components", "hooks"],
  },
  {
    why: "recording and delivering events is a leaf: it decides nothing",
    from: ["lib/webhooks"],
    notTo: ["lib/services", "lib/jobs", "lib/api"],
  },
  {
    why: "versions describe the schemas, so they use structural types",
    from: ["lib/versions"],
    notTo: ["lib/schemas"],
  },
  { why: "schemas are shared by handlers, forms and OpenAPI", from: ["lib/schemas"], notTo: ["lib/api"] },
  {
    why: "providers are outside services behind an interface; use cases call them, not the other way",
    from: ["lib/providers"],
    notTo: ["lib/api", "lib/services"],
  },
  { why: "the domain is pure rules, no I/O", from: ["lib/domain"], onlyTo: ["lib/domain"] },
  { why: "errors are the bottom layer everyone may use", from: ["lib/errors"], onlyTo: ["lib/errors"] },
  {
    why: "telemetry is a leaf every server layer records into (the logger, db/client, runRoute, jobs): it imports none of them, or they would loop",
    from: ["lib/telemetry"],
    onlyTo: ["lib/telemetry"],
  },
  {
    why: "browser code talks to the API, never to the server's insides nor to the HTTP layer (page data comes from use cases, types from lib/portal and lib/schemas)",
    from: ["components", "hooks"],
    notTo: ["db", "lib/services", "lib/webhooks", "lib/jobs", "lib/api"],
  },
  {
    why: "browser code never bundles server-only packages",
    from: ["components", "hooks"],
    notPackages: SERVER_ONLY_PACKAGES,
  },
  {
    why: "the layers below the HTTP pipeline know nothing of Next.js or React",
    from: SERVER_LAYERS,
    notPackages: ["next", "react", "react-dom"],
  },
  {
    why: "only the HTTP layer knows HTTP; use cases throw AppError and receive a context",
    from: SERVER_LAYERS,
    notTo: ["lib/api"],
    // The worker purges idempotency records (docs/architecture.md, lib/jobs row).
    allowTo: ["lib/api/idempotency"],
  },
  {
    why: "the SFTP door shares the API's throttles, nothing else of the HTTP layer",
    from: ["lib/sftp"],
    notTo: ["lib/api"],
    allowTo: ["lib/api/rate-limit", "lib/api/throttles", "lib/api/throttle-keys"],
  },
  {
    why: "only entry points start the worker",
    from: [""],
    except: ["lib/jobs", "lib/server-startup.ts", "scripts"],
    notTo: ["lib/jobs"],
  },
  {
    why: "only entry points start the SFTP server",
    from: [""],
    except: ["lib/sftp", "lib/server-startup.ts", "scripts"],
    notTo: ["lib/sftp"],
  },
];

// Reading imports --------------------------------------------------------------------------------

/** TypeScript's own import scanner: every quote, `import =`, `export * from`, `import()`, `require()`, never comments or strings. */
function importsOf(file: string, text: string): Pick<SourceFile, "imports" | "packages"> {
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName);
  const imports: string[] = [];
  const packages: string[] = [];
  for (const specifier of specifiers) {
    if (specifier.startsWith("@/")) imports.push(specifier.slice(2));
    else if (specifier.startsWith(".")) imports.push(path.posix.join(path.posix.dirname(file), specifier));
    else packages.push(specifier);
  }
  return { imports, packages };
}

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "migrations" ? [] : walk(relative);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

// Checking rules ---------------------------------------------------------------------------------

const within = (target: string, folder: string) =>
  folder === "" || target === folder || target.startsWith(`${folder}/`) || target.replace(/\.\w+$/, "") === folder;
const packageWithin = (specifier: string, name: string) =>
  name.endsWith(":") ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`);

/** "file → import" for every import that breaks the rule. */
function violations(rule: Rule, files: SourceFile[]): string[] {
  return files.flatMap(({ file, imports, packages }) => {
    if (!rule.from.some((folder) => within(file, folder))) return [];
    if ((rule.except ?? []).some((folder) => within(file, folder))) return [];
    const refused = [
      ...imports.filter(
        (target) =>
          (rule.notTo ?? []).some((folder) => within(target, folder)) &&
          !(rule.allowTo ?? []).some((folder) => within(target, folder)),
      ),
      ...imports.filter((target) => rule.onlyTo && !rule.onlyTo.some((folder) => within(target, folder))),
      ...packages.filter((specifier) => (rule.notPackages ?? []).some((name) => packageWithin(specifier, name))),
    ];
    return refused.map((target) => `${file} → ${target}`);
  });
}

/** Folders and files a rule names that are not there, or hold no source: such a rule would pass silently. */
function missingPaths(rules: Rule[], files: SourceFile[]): string[] {
  const named = rules.flatMap((rule) => [
    ...rule.from,
    ...(rule.except ?? []),
    ...(rule.notTo ?? []),
    ...(rule.allowTo ?? []),
    ...(rule.onlyTo ?? []),
  ]);
  return [...new Set(named)].filter((folder) => !files.some(({ file }) => within(file, folder)));
}

/** Cycles between folders: a node is a folder two levels down (lib/services, db/schema) or a top-level file of lib/ or db/. */
function folderCycles(files: SourceFile[]): string[] {
  const node = (target: string) =>
    target
      .split("/")
      .slice(0, 2)
      .join("/")
      .replace(/\.(ts|tsx|mts|mjs)$/, "");
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
  return cycles;
}

// The real tree ----------------------------------------------------------------------------------

const files: SourceFile[] = SOURCE_DIRS.flatMap(walk)
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, ...importsOf(file, fs.readFileSync(path.join(ROOT, file), "utf8")) }));

describe("layer rules on the tree", () => {
  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("names only folders and files that exist and hold source", () => {
    expect(missingPaths(RULES, files)).toEqual([]);
  });

  it.each(RULES.map((rule) => [rule.why, rule] as const))("%s", (_why, rule) => {
    expect(violations(rule, files)).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    expect(folderCycles(files)).toEqual([]);
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

// Fixtures that break each rule on purpose ------------------------------------------------------

// Every way a file can name another; `%s` is the specifier.
const IMPORT_STYLES = [
  `import x from '%s';`,
  `import x from "%s";`,
  `import type { T } from "%s";`,
  `import '%s';`,
  `import x = require("%s");`,
  `export * from '%s';`,
  `export { y } from "%s";`,
  `const m = await import("%s");`,
  "const m = import(`%s`);",
  `const m = require('%s');`,
];

const fixture = (file: string, style: string, specifier: string): SourceFile => ({
  file,
  ...importsOf(file, style.replace("%s", specifier)),
});

/** One fixture file per (rule, from folder, refused target), written in a different import style each time. */
function breakingFixtures(rule: Rule): Array<{ name: string; file: SourceFile }> {
  const refused = [
    ...(rule.notTo ?? []).map((target) => ({ target, project: true })),
    ...(rule.onlyTo ? [{ target: "db/client", project: true }] : []),
    ...(rule.notPackages ?? []).map((name) => ({ target: name.endsWith(":") ? `${name}fs` : name, project: false })),
  ];
  return rule.from.flatMap((folder, f) =>
    refused.map(({ target, project }, t) => {
      const file = path.posix.join(folder || "app", "fixture.ts");
      const relative = path.posix.relative(path.posix.dirname(file), target);
      const specifier = !project
        ? target
        : (f + t) % 2
          ? `@/${target}`
          : relative.startsWith(".")
            ? relative
            : `./${relative}`;
      const style = IMPORT_STYLES[(f + t) % IMPORT_STYLES.length] ?? "";
      return { name: `${style.replace("%s", specifier)} in ${file}`, file: fixture(file, style, specifier) };
    }),
  );
}

describe("layer rules on broken fixtures", () => {
  it.each(
    RULES.flatMap((rule) => breakingFixtures(rule).map(({ name, file }) => [rule.why, name, rule, file] as const)),
  )("%s: catches %s", (_why, _name, rule, file) => {
    expect(violations(rule, [file])).toHaveLength(1);
  });

  it.each(IMPORT_STYLES)("reads %s in single and double quotes, alias and relative", (style) => {
    const services: Rule = { why: "", from: ["lib/services"], notTo: ["lib/api"] };
    for (const specifier of ["@/lib/api/problem", "../../api/problem"]) {
      for (const quoted of [style, style.replace(/["'`]%s["'`]/, "'%s'"), style.replace(/["'`]%s["'`]/, '"%s"')]) {
        expect(violations(services, [fixture("lib/services/cards/x.ts", quoted, specifier)])).toEqual([
          "lib/services/cards/x.ts → lib/api/problem",
        ]);
      }
    }
  });

  it("ignores imports written in comments and strings", () => {
    const text = `// import "@/lib/api/problem";\n/* require("@/lib/api/x") */\nconst s = 'import("@/lib/api/y")';`;
    const file = { file: "lib/services/x.ts", ...importsOf("lib/services/x.ts", text) };
    expect(violations({ why: "", from: ["lib/services"], notTo: ["lib/api"] }, [file])).toEqual([]);
  });

  it("tells a package from its look-alikes", () => {
    const rule: Rule = { why: "", from: ["lib/domain"], notPackages: ["react", "next"] };
    const files = ["react-dom", "react/jsx-runtime", "nextra", "next/headers"].map((name) =>
      fixture("lib/domain/x.ts", IMPORT_STYLES[0] ?? "", name),
    );
    expect(violations(rule, files)).toEqual(["lib/domain/x.ts → react/jsx-runtime", "lib/domain/x.ts → next/headers"]);
  });

  it("leaves out the files a rule excepts, and only those", () => {
    const rule = RULES.find((r) => r.except?.includes("lib/server-startup.ts") && r.notTo?.includes("lib/jobs"));
    const style = IMPORT_STYLES[0] ?? "";
    expect(rule && violations(rule, [fixture("lib/server-startup.ts", style, "@/lib/jobs/worker")])).toEqual([]);
    expect(rule && violations(rule, [fixture("lib/api/other.ts", style, "@/lib/jobs/worker")])).toHaveLength(1);
  });

  it("refuses a rule whose folder was renamed away", () => {
    const renamed: Rule[] = [
      { why: "", from: ["lib/servicez"], notTo: ["lib/api"] },
      { why: "", from: ["lib/services"], notTo: ["lib/apis"] },
      { why: "", from: ["lib/services"], except: ["lib/services/gone.ts"], notTo: ["lib/api"] },
    ];
    expect(missingPaths(renamed, files)).toEqual(["lib/servicez", "lib/apis", "lib/services/gone.ts"]);
  });

  it("finds a cycle between two folders", () => {
    const cycle = [
      fixture("lib/a/x.ts", IMPORT_STYLES[1] ?? "", "../b/y"),
      fixture("lib/b/y.ts", IMPORT_STYLES[3] ?? "", "@/lib/a/x"),
    ];
    expect(folderCycles(cycle)).toEqual(["lib/a → lib/b → lib/a"]);
  });
});
