import fs from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// Two rules of lib/services/README.md that the layer test (tests/architecture/architecture.test.ts) does not see:
// every exported function that reaches data takes one options object `{ ctx, ...input }`, and the
// sub-folders of lib/services import each other in one direction only. Each checker runs on the
// real tree and on a broken fixture, so a checker that can no longer fail is caught too.

type Source = { file: string; text: string };

const SERVICES = __dirname;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const services: Source[] = walk(SERVICES).map((full) => ({
  file: path.relative(SERVICES, full).split(path.sep).join("/"),
  text: fs.readFileSync(full, "utf8"),
}));

// context.ts builds contexts out of a database (systemContext(db, …)) and runs transactions
// (inTransaction(ctx, work)): it is what the rule is made of, not a use case.
const SIGNATURE_EXEMPT = new Set(["context.ts"]);

/** Names and types that mean "reaches data": a database, a transaction or a context. */
const DATA_NAME = /^(db|tx|ctx)$/;
const DATA_TYPE = /\b(Db|Queryable|ServiceContext|EmployerContext|TxContext|QueryContext|EmployeeScope)\b/;

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

type Fn = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

function exportedFunctions(source: ts.SourceFile): Array<{ name: string; fn: Fn }> {
  return source.statements.flatMap((statement): Array<{ name: string; fn: Fn }> => {
    if (!isExported(statement)) return [];
    if (ts.isFunctionDeclaration(statement) && statement.name) return [{ name: statement.name.text, fn: statement }];
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const init = declaration.initializer;
      return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        ? [{ name: declaration.name.getText(source), fn: init }]
        : [];
    });
  });
}

/** The shared request shapes (requests.ts) a use case may name as its input's type. */
const REQUESTS = ts.createSourceFile(
  "requests.ts",
  fs.readFileSync(path.join(SERVICES, "requests.ts"), "utf8"),
  ts.ScriptTarget.Latest,
  true,
);

/**
 * The members of a parameter's type when it is written in the file (a literal or a local alias)
 * or is one of the shared request shapes of requests.ts.
 */
function typeMembers(type: ts.TypeNode | undefined, source: ts.SourceFile): string[] {
  if (!type) return [];
  if (ts.isTypeLiteralNode(type)) return type.members.flatMap((m) => (m.name ? [m.name.getText(source)] : []));
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap((t) => typeMembers(t, source));
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const name = type.typeName.text;
    const aliasIn = (file: ts.SourceFile) =>
      file.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name);
    const local = aliasIn(source);
    if (local) return typeMembers(local.type, source);
    const shared = aliasIn(REQUESTS);
    return shared ? typeMembers(shared.type, REQUESTS) : [];
  }
  return [];
}

/** The names an options parameter carries: its destructured keys, else its type's members. */
function optionKeys(parameter: ts.ParameterDeclaration, source: ts.SourceFile): string[] {
  if (ts.isObjectBindingPattern(parameter.name)) {
    return parameter.name.elements.map((element) => (element.propertyName ?? element.name).getText(source));
  }
  return typeMembers(parameter.type, source);
}

function reachesData(parameter: ts.ParameterDeclaration, source: ts.SourceFile): boolean {
  if (ts.isIdentifier(parameter.name) && DATA_NAME.test(parameter.name.text)) return true;
  if (parameter.type && DATA_TYPE.test(parameter.type.getText(source))) return true;
  return optionKeys(parameter, source).some((key) => DATA_NAME.test(key));
}

/**
 * Exported functions that reach data but do not take `{ ctx, ...input }`: a positional database
 * or context (`refresh(tx.db, id)`, `keysOf(ctx, ids)`), a second argument, or an options object
 * carrying `db` instead of `ctx`. Functions that reach no data (parsers, column mappers) are free.
 */
function positionalUseCases(sources: Source[]): string[] {
  return sources.flatMap(({ file, text }) => {
    if (SIGNATURE_EXEMPT.has(file)) return [];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    return exportedFunctions(source).flatMap(({ name, fn }) => {
      if (!fn.parameters.some((parameter) => reachesData(parameter, source))) return [];
      const [first] = fn.parameters;
      const keys = first ? optionKeys(first, source) : [];
      const good = fn.parameters.length === 1 && keys.includes("ctx") && !keys.includes("db") && !keys.includes("tx");
      return good
        ? []
        : [
            `${file}: ${name}(${fn.parameters
              .map((p) => p.getText(source))
              .join(", ")
              .replace(/\s+/g, " ")})`,
          ];
    });
  });
}

/** The part of lib/services an import lands in: its sub-folder, or the top-level file. */
function unitOf(file: string): string {
  const [head, ...rest] = file.split("/");
  return rest.length > 0 ? `${head}/` : (head ?? "").replace(/\.tsx?$/, "");
}

/** Edges between the units of lib/services, from every import and export of every quote style. */
function unitGraph(sources: Source[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, text } of sources) {
    const from = unitOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      let target: string | undefined;
      if (fileName.startsWith("@/lib/services/")) target = fileName.slice("@/lib/services/".length);
      else if (fileName.startsWith(".")) target = path.posix.join(path.posix.dirname(file), fileName);
      if (target === undefined || target.startsWith("..")) continue;
      const to = unitOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    if (done.has(node)) return;
    const at = stack.indexOf(node);
    if (at >= 0) {
      cycles.push([...stack.slice(at), node].join(" → "));
      return;
    }
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) visit(next);
    stack.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node);
  return cycles;
}

describe("use-case signature: verbNoun({ ctx, ...input })", () => {
  it("reads the use cases", () => {
    expect(services.length).toBeGreaterThan(120);
  });

  // Parsing every file takes a second on a quiet machine, several on a busy one.
  it(
    "every exported function of lib/services that reaches data takes one options object with ctx",
    { timeout: 60_000 },
    () => {
      expect(positionalUseCases(services)).toEqual([]);
    },
  );

  it.each([
    ["a positional database", "export async function refresh(tx: Queryable, employeeId: string) {}"],
    ["a positional context", "export async function keysOf(ctx: EmployerContext, ids: string[]) {}"],
    ["an arrow with a positional db", "export const purge = async (db: Db) => 0;"],
    ["db instead of ctx", "export async function endSession({ db, session }: { db: Db; session: S }) {}"],
    ["a second argument", "export async function load({ ctx }: { ctx: QueryContext }, now: Date) {}"],
    ["db in a local options type", "type Args = { db: Db; id: string };\nexport async function read(args: Args) {}"],
    ["a shared request beside a second argument", "export async function load(input: EmployeeRequest, now: Date) {}"],
  ])("fails on a broken fixture: %s", (_, text) => {
    expect(positionalUseCases([{ file: "fixture/broken.ts", text }])).toHaveLength(1);
  });

  it.each([
    [
      "destructured",
      "export async function createCard({ ctx, employeeId }: { ctx: EmployerContext; employeeId: string }) {}",
    ],
    [
      "an options type",
      "type Input = { ctx: TxContext; cardId: string };\nexport function liftCardLock(input: Input) {}",
    ],
    ["a shared request shape", "export async function getVerification({ ctx, employeeId }: EmployeeRequest) {}"],
    ["a shared request shape, not destructured", "export async function listCards(input: EmployeeRequest) {}"],
    ["a pure helper", "export function hrContactOf(row: EmployerRow) { return row; }"],
  ])("passes a good fixture: %s", (_, text) => {
    expect(positionalUseCases([{ file: "fixture/good.ts", text }])).toEqual([]);
  });
});

describe("no cycle between the sub-folders of lib/services", () => {
  it("sees the folders and their imports", { timeout: 60_000 }, () => {
    const graph = unitGraph(services);
    expect(graph.get("admin/")).toContain("imports/");
    expect(graph.get("employees/")).toContain("onboarding/");
  });

  it("the graph of lib/services sub-folders (and top-level files) has no cycle", { timeout: 60_000 }, () => {
    expect(cyclesOf(unitGraph(services))).toEqual([]);
  });

  it("fails on a broken fixture: two folders importing each other, in any quote style", () => {
    const fixture: Source[] = [
      { file: "employees/patch-employee.ts", text: `import { refresh } from '../onboarding/refresh';` },
      { file: "onboarding/refresh.ts", text: `import type { Row } from "@/lib/services/employees/patch-employee";` },
    ];
    expect(cyclesOf(unitGraph(fixture))).toEqual(["employees/ → onboarding/ → employees/"]);
  });

  it("fails on a broken fixture: a longer loop through a top-level file", () => {
    const fixture: Source[] = [
      { file: "a/x.ts", text: `export { y } from "../b/y";` },
      { file: "b/y.ts", text: `import { s } from "../common";` },
      { file: "common.ts", text: `const x = await import("./a/x");` },
    ];
    expect(cyclesOf(unitGraph(fixture))).toEqual(["a/ → b/ → common → a/"]);
  });
});
