import fs from "node:fs";
import path from "node:path";

import ts from "typescript";

import { ROOT } from "./source-tree";

// "Every use case HR reaches asks `authorize`" (lib/services/README.md), derived from the route
// files: each HR route handler (withAdmin) calls use cases, and each use case it calls decides who
// may — it calls `authorize(actor, permission)`, or `authorizeOwnAccount(actor)` for what any HR
// person may do to their own account — itself or through a function it calls.

const DECIDERS = new Set(["authorize", "authorizeOwnAccount", "authorizeHrAccount"]);
const EXTENSIONS = [".ts", ".tsx", "/index.ts"];

type Module = {
  /** Top-level functions by name: the names each one calls. */
  functions: Map<string, Set<string>>;
  /** Imported names: the module they come from (a project path) and their name there. */
  imported: Map<string, { from: string; name: string }>;
};

/** Reads source by project path ("lib/services/x"); the tree by default, fixtures in tests. */
export type Reader = (projectPath: string) => string | undefined;

export const readFromTree: Reader = (projectPath) => {
  for (const extension of EXTENSIONS) {
    const full = path.join(ROOT, `${projectPath}${extension}`);
    if (fs.existsSync(full)) return fs.readFileSync(full, "utf8");
  }
  return undefined;
};

/** Whether a call passes a use case's one options object with its context: `f({ ctx, … })`. */
const passesContext = (call: ts.CallExpression) => {
  const [first] = call.arguments;
  return (
    first !== undefined &&
    ts.isObjectLiteralExpression(first) &&
    first.properties.some(
      (property) =>
        // `{ ...target, reason }`: the context comes in a spread of the route's common arguments.
        ts.isSpreadAssignment(property) ||
        (property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === "ctx"),
    )
  );
};

/** The names a function calls; with `useCasesOnly`, only the calls shaped as a use case's (`f({ ctx, … })`). */
function callsIn(node: ts.Node, useCasesOnly = false): Set<string> {
  const calls = new Set<string>();
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && (!useCasesOnly || passesContext(child)))
      calls.add(child.expression.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return calls;
}

function parse(projectPath: string, text: string, useCasesOnly = false): Module {
  const source = ts.createSourceFile(projectPath, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const functions = new Map<string, Set<string>>();
  const imported = new Map<string, { from: string; name: string }>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      functions.set(statement.name.text, callsIn(statement.body, useCasesOnly));
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          functions.set(declaration.name.text, callsIn(declaration.initializer, useCasesOnly));
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const written = statement.moduleSpecifier.text;
      const from = written.startsWith("@/")
        ? written.slice(2)
        : written.startsWith(".")
          ? path.posix.join(path.posix.dirname(projectPath), written)
          : undefined;
      const named = statement.importClause?.namedBindings;
      if (from && named && ts.isNamedImports(named))
        for (const element of named.elements)
          imported.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
    }
  }
  return { functions, imported };
}

export function authorizeChecker(read: Reader) {
  const modules = new Map<string, Module | undefined>();
  const moduleAt = (projectPath: string) => {
    if (!modules.has(projectPath)) {
      const text = read(projectPath);
      modules.set(projectPath, text === undefined ? undefined : parse(projectPath, text));
    }
    return modules.get(projectPath);
  };
  const memo = new Map<string, boolean>();
  /** Whether the function decides who may, through the functions it calls (in lib/services), up to a depth. */
  const decides = (projectPath: string, name: string, depth = 0): boolean => {
    const key = `${projectPath}#${name}`;
    if (memo.has(key)) return memo.get(key)!;
    memo.set(key, false);
    const source = moduleAt(projectPath);
    const calls = source?.functions.get(name);
    let answer = false;
    if (source && calls && depth < 6)
      for (const called of calls) {
        if (DECIDERS.has(called)) answer = true;
        else if (source.functions.has(called)) answer = decides(projectPath, called, depth + 1);
        else {
          const origin = source.imported.get(called);
          if (origin?.from.startsWith("lib/services/")) answer = decides(origin.from, origin.name, depth + 1);
        }
        if (answer) break;
      }
    memo.set(key, answer);
    return answer;
  };
  /** What is wrong with one HR route file: no use case called, or one that decides nothing. */
  return (routeFile: string, text: string): string[] => {
    if (!/\bwithAdmin\b/.test(text)) return [];
    // A use case is called as one (`f({ ctx, … })`): helpers that happen to live in lib/services
    // (parsing a JSON Patch, the redirect URI to show) decide nothing and are not asked to.
    const route = parse(routeFile.replace(/\.tsx?$/, ""), text, true);
    const called = new Set([...route.functions.values()].flatMap((calls) => [...calls]));
    const useCases = [...route.imported.entries()].filter(
      ([local, { from }]) => from.startsWith("lib/services/") && called.has(local),
    );
    if (useCases.length === 0) return [`${routeFile}: calls no use case`];
    return useCases
      .filter(([, { from, name }]) => !decides(from, name))
      .map(([, { from, name }]) => `${routeFile} → ${from} ${name}: never asks authorize`);
  };
}
