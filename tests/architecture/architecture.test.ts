import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { authorizeChecker, readFromTree, type Reader } from "./authorize";
import { BROWSER_LAYERS, LAYERS, PORTAL, SERVER_ONLY_PACKAGES, type Layer } from "./layers";
import {
  browserLeaks,
  folderCycles,
  forbiddenImports,
  forbiddenPackages,
  layerOf,
  namesNothing,
  overBudget,
  renderLayerTable,
  unplaced,
} from "./rules";
import { importsOf, isClientEntry, readTree, ROOT, type SourceFile } from "./source-tree";
import { writeIdiomViolations } from "./write-idioms";

// The rules of docs/architecture.md, executable and deny-by-default (tests/architecture/layers.ts):
// each checked on the whole tree, and each shown to fail on a fixture that breaks it.

const files = readTree();
const browser = { browserLayers: BROWSER_LAYERS, serverOnlyPackages: SERVER_ONLY_PACKAGES };

describe("the rules on the tree", () => {
  it("finds the source files, client entries among them", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => file.useClient).length).toBeGreaterThan(50);
  });

  it("places every source file in exactly one layer", () => {
    expect(unplaced(LAYERS, files)).toEqual([]);
  });

  it("names only paths that hold source, layers that exist and files that are there", () => {
    expect(namesNothing(LAYERS, files)).toEqual([]);
  });

  it("draws only the arrows the layers allow", () => {
    expect(forbiddenImports(LAYERS, files)).toEqual([]);
  });

  it("imports only the packages each layer may", () => {
    expect(forbiddenPackages(LAYERS, files)).toEqual([]);
  });

  it("runs in the browser only browser layers and no server-only package, however far a client file reaches", () => {
    expect(browserLeaks(LAYERS, files, browser)).toEqual([]);
  });

  it("keeps the portal's bundle free of a query cache, a form library and a schema validator at run time", () => {
    expect(overBudget(files, PORTAL)).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    expect(folderCycles(files)).toEqual([]);
  });

  it("imports tsx nowhere: production runs compiled JavaScript, installed without devDependencies", () => {
    // tests/architecture/production-commands.test.ts checks the scripts of package.json the same way.
    const tsx = files.filter(({ imports }) => imports.some((i) => !i.project && /^tsx(\/|$)/.test(i.specifier)));
    expect(tsx.map(({ file }) => file)).toEqual([]);
  });

  it("every HR route calls use cases, and each asks authorize (or authorizeOwnAccount), itself or through what it calls", () => {
    const check = authorizeChecker(readFromTree);
    const routes = files.filter(({ file }) => /^app\/api\/admin\/.*\/route\.ts$/.test(file));
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.flatMap(({ file }) => check(file, fs.readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });

  it("docs/architecture.md shows the layers as they are written here", () => {
    const page = fs.readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8");
    const shown = /<!-- layers:begin[^>]*-->\n([\s\S]*?)\n<!-- layers:end -->/.exec(page)?.[1];
    // To update it: npx tsx tests/architecture/render-layers.ts --write
    expect(shown).toBe(renderLayerTable(LAYERS));
  });

  it("writes to the database one way: transactions, statements of parts, JSON, events and their sequence each from one home", () => {
    const sources = files
      .filter(({ file }) => !/\.test\.tsx?$/.test(file))
      .map(({ file }) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
    expect(writeIdiomViolations(sources)).toEqual([]);
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
  `import { type T, type U } from "%s";`,
  `import '%s';`,
  `import x = require("%s");`,
  `export * from '%s';`,
  `export { y } from "%s";`,
  `const m = await import("%s");`,
  "const m = import(`%s`);",
  `const m = require('%s');`,
];

const fixture = (file: string, text: string): SourceFile => ({
  file,
  imports: importsOf(file, text),
  useClient: isClientEntry(text),
});
const importing = (file: string, specifier: string, style = IMPORT_STYLES[1] ?? "") =>
  fixture(file, style.replace("%s", specifier));
/** A file that stands for a layer in fixtures: its first path, as a folder or the file itself. */
const fileIn = (layer: Layer) => {
  const first = layer.paths[0] ?? "";
  return /\.\w+$/.test(first) ? first : `${first}/fixture.ts`;
};

describe("the rules on broken fixtures", () => {
  it("each way to write to the database outside its home", () => {
    const broken = [
      "await db.transaction(async (tx) => tx.insert(cards).values(row));",
      'const queued = "rollback" in db ? await one() : await both();',
      "await tx.db.execute(sql`with changed as ${update} select changed.* from changed`);",
      "sql`with recent as (select 1) select * from recent`",
      "sql`select json_build_object('id', c.id) from cards c`",
      "sql`select json_agg(c.id) from cards c`",
      "const row = parseJson<Row>(raw);",
      "await recordEvent(tx, { type, employerId, data });",
      "await recordEventsBulk(\n  tx,\n  employerId,\n  events,\n);",
      "await recordTestEvent(tx.db, endpoint);",
      "update employees set event_sequence = event_sequence + 1 where id = $1",
      "await tx.update(employees).set({ eventSequence: sql`${employees.eventSequence} + 1` });",
      "update identity_checks set locked_until = now() + make_interval(secs => 60) where id in (select id from identity_checks for update skip locked)",
      'db.select().from(cards).for("update", { skipLocked: true })',
      "await db.update(cards).set({ lockedUntil: sql`now() + interval '1 minute'` });",
    ];
    for (const text of broken)
      expect(writeIdiomViolations([{ file: "lib/services/fixture.ts", text }]), text).toHaveLength(1);
    const fine = [
      "return inTransaction(ctx, async (tx) => recordEvent({ ctx: tx, type, employerId, data }));",
      "await recordEventsBulk({ ctx: tx, employerId, events });",
      "statement([changed, ...event.parts], sql`select ${changed.name}.* from ${changed.name}`)",
      ".set({ ...set, eventSequence: advanceEventSequence() })",
      "const created = { eventSequence: FIRST_EVENT_SEQUENCE };",
      "// A comment may say db.transaction( and json_agg( freely.",
      "/* or json_build_object( here */ const x = 1;",
      "export async function recordEvent({ ctx, ...input }: Input) {}",
      "export async function recordEventsBulk(db: Queryable, input: Input) {}",
    ];
    for (const text of fine)
      expect(writeIdiomViolations([{ file: "lib/services/fixture.ts", text }]), text).toEqual([]);
    // Each idiom is at home in its own file.
    expect(writeIdiomViolations([{ file: "db/transaction.ts", text: broken[0]! }])).toEqual([]);
    expect(writeIdiomViolations([{ file: "db/statement.ts", text: broken[4]! }])).toEqual([]);
  });

  it("a file in a folder no layer holds", () => {
    expect(unplaced(LAYERS, [fixture("lib/new-room/x.ts", "")])).toEqual(["lib/new-room/x.ts: in no layer"]);
    expect(unplaced(LAYERS, [fixture("tools/x.ts", "")])).toHaveLength(1);
  });

  it("a layer renamed away, a may naming no layer, an allowed file gone", () => {
    const broken: Layer[] = [
      { name: "x", paths: ["lib/servicez"], holds: "", may: ["lib/apis"], mayFiles: { "lib/api/gone": "" } },
    ];
    expect(namesNothing(broken, files)).toEqual([
      "x: lib/servicez holds no source",
      "x: may lib/apis, no such layer",
      "x: may file lib/api/gone, no such file",
    ]);
  });

  const refused = LAYERS.filter((layer) => !layer.may.includes("*") && layer.name !== "messages").map((layer) => {
    const target = LAYERS.find(
      (other) => other !== layer && !layer.may.includes(other.name) && other.name !== "messages",
    );
    return [layer.name, layer, target!] as const;
  });
  it.each(refused)("an arrow %s may not draw, in each import style", (_name, layer, target) => {
    for (const [index, style] of IMPORT_STYLES.entries()) {
      const from = fileIn(layer);
      const to = fileIn(target).replace(/\.\w+$/, "");
      const relative = path.posix.relative(path.posix.dirname(from), to);
      const specifier = index % 2 ? `@/${to}` : relative.startsWith(".") ? relative : `./${relative}`;
      expect(forbiddenImports(LAYERS, [importing(from, specifier, style)]), `${style} ${specifier}`).toHaveLength(1);
    }
  });

  it("an allowed file of another layer is that file only", () => {
    const jobs = LAYERS.find((layer) => layer.name === "lib/jobs")!;
    expect(forbiddenImports(LAYERS, [importing(fileIn(jobs), "@/lib/api/idempotency")])).toEqual([]);
    expect(forbiddenImports(LAYERS, [importing(fileIn(jobs), "@/lib/api/problem")])).toHaveLength(1);
  });

  it.each(
    LAYERS.filter((layer) => layer.packagesOnly || layer.packagesNever).map((layer) => [layer.name, layer] as const),
  )("a package %s may not import", (_name, layer) => {
    const packages = [
      ...(layer.packagesOnly
        ? ["left-pad", "node:fs", "drizzle-orm"].filter(
            (name) => !layer.packagesOnly!.some((only) => name.startsWith(only)),
          )
        : []),
      ...(layer.packagesNever ?? []).map((name) => (name.endsWith(":") ? `${name}fs` : `${name}/sub`)),
    ];
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages)
      expect(forbiddenPackages(LAYERS, [importing(fileIn(layer), name)]), name).toHaveLength(1);
  });

  it("tells a package from its look-alikes", () => {
    const domain = fileIn(LAYERS.find((layer) => layer.name === "lib/domain")!);
    expect(forbiddenPackages(LAYERS, [importing(domain, "libphonenumber-js/max")])).toEqual([]);
    expect(forbiddenPackages(LAYERS, [importing(domain, "libphonenumber-jsx")])).toHaveLength(1);
    const services = "lib/services/x.ts";
    expect(
      forbiddenPackages(
        LAYERS,
        ["react-dom", "react/jsx-runtime", "nextra", "next/headers"].map((name) => importing(services, name)),
      ),
    ).toEqual([
      "lib/services/x.ts → react-dom: lib/services may not import the package",
      "lib/services/x.ts → react/jsx-runtime: lib/services may not import the package",
      "lib/services/x.ts → next/headers: lib/services may not import the package",
    ]);
  });

  it("a server module reached from a client file two hops away, and a server-only package there", () => {
    const tree = [
      fixture("components/portal/step.tsx", `"use client";\nimport { rule } from "@/lib/portal/rule";`),
      fixture("lib/portal/rule.ts", `import { logger } from "@/lib/logger";\nimport "node:crypto";`),
      fixture("lib/logger.ts", `import pino from "pino";`),
    ];
    expect(browserLeaks(LAYERS, tree, browser).sort()).toEqual([
      "lib/logger.ts → pino: a server-only package in the browser",
      "lib/logger.ts: runs in the browser, in lib/*.ts",
      "lib/portal/rule.ts → node:crypto: a server-only package in the browser",
    ]);
    // A type from the server is erased: nothing of it runs in the browser.
    const typed = [
      fixture("components/portal/step.tsx", `"use client";\nimport type { Db } from "@/db/client";`),
      fixture("db/client.ts", `import pg from "pg";`),
    ];
    expect(browserLeaks(LAYERS, typed, browser)).toEqual([]);
  });

  it("zod in the portal's bundle through a page, a client step and a schema; not as a type, not from a server file", () => {
    const page = fixture(
      "app/(portal)/onboarding/page.tsx",
      `import Step from "@/components/onboarding/step";\nimport { z } from "zod";`,
    );
    const step = fixture("components/onboarding/step.tsx", `"use client";\nimport { s } from "@/lib/schemas/thing";`);
    const schema = fixture("lib/schemas/thing.ts", `import { z } from "zod";`);
    expect(overBudget([page, step, schema], PORTAL)).toEqual(["lib/schemas/thing.ts → zod: over the budget"]);
    const typed = fixture(
      "components/onboarding/step.tsx",
      `"use client";\nimport type { S } from "@/lib/schemas/thing";`,
    );
    expect(overBudget([page, typed, schema], PORTAL)).toEqual([]);
    // The HR area's bundle has no such budget.
    const admin = fixture("app/(admin)/admin/page.tsx", `import Step from "@/components/onboarding/step";`);
    expect(overBudget([admin, step, schema], PORTAL)).toEqual([]);
  });

  it("an HR route whose use case never asks authorize, directly or through a helper, or that calls no use case", () => {
    const sources: Record<string, string> = {
      "lib/services/a/read-thing": `import { authorize } from "../authorize";
        export async function readThing({ ctx }) { authorize(ctx.actor, "employees.read"); }`,
      "lib/services/a/write-thing": `export async function writeThing({ ctx }) { return ctx.db; }`,
      "lib/services/a/via-helper": `import { checked } from "./helper";
        export const viaHelper = async ({ ctx }) => checked(ctx);`,
      "lib/services/a/helper": `import { authorizeOwnAccount } from "../authorize";
        export function checked(ctx) { const mine = () => authorizeOwnAccount(ctx.actor); return mine(); }`,
      "lib/services/a/parse": `export function parseThing(body) { return body; }`,
    };
    const read: Reader = (projectPath) => sources[projectPath];
    const route = (body: string) =>
      `import { withAdmin } from "@/lib/api/with-admin";
       import { readThing } from "@/lib/services/a/read-thing";
       import { writeThing } from "@/lib/services/a/write-thing";
       import { viaHelper } from "@/lib/services/a/via-helper";
       import { parseThing } from "@/lib/services/a/parse";
       const handle = withAdmin(async ({ ctx, body }) => { ${body} });`;
    const check = authorizeChecker(read);
    const file = "app/api/admin/things/route.ts";
    expect(check(file, route("return readThing({ ctx, input: parseThing(body) });"))).toEqual([]);
    expect(check(file, route("const target = { ctx }; return viaHelper({ ...target });"))).toEqual([]);
    expect(check(file, route("await readThing({ ctx }); return writeThing({ ctx });"))).toEqual([
      `${file} → lib/services/a/write-thing writeThing: never asks authorize`,
    ]);
    expect(check(file, route("return parseThing(body);"))).toEqual([`${file}: calls no use case`]);
    // A door that is not HR's (the public sign-in steps) is not held to it.
    expect(check(file, `import { writeThing } from "@/lib/services/a/write-thing"; writeThing({ ctx });`)).toEqual([]);
  });

  it("ignores imports written in comments and strings", () => {
    const text = `// import "@/lib/api/problem";\n/* require("@/lib/api/x") */\nconst s = 'import("@/lib/api/y")';`;
    expect(forbiddenImports(LAYERS, [fixture("lib/services/x.ts", text)])).toEqual([]);
  });

  it("finds a cycle between two folders", () => {
    const cycle = [importing("lib/a/x.ts", "../b/y"), importing("lib/b/y.ts", "@/lib/a/x")];
    expect(folderCycles(cycle)).toEqual(["lib/a → lib/b → lib/a"]);
  });

  it("places a file by the longest path that holds it", () => {
    const nested: Layer[] = [
      { name: "db", paths: ["db"], holds: "", may: [] },
      { name: "db/seed", paths: ["db/seed.ts"], holds: "", may: [] },
    ];
    expect(layerOf(nested, "db/seed.ts")?.name).toBe("db/seed");
    expect(layerOf(nested, "db/client.ts")?.name).toBe("db");
    expect(layerOf(LAYERS, "lib/seed/seed.ts")?.name).toBe("lib/seed");
    expect(layerOf(LAYERS, "lib/logger.ts")?.name).toBe("lib/*.ts");
  });
});
