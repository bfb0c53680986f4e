import fs from "node:fs";
import path from "node:path";

import ts from "typescript";

// The tree as the architecture rules see it: every source file with what it imports, read by
// TypeScript's own parser (either quote, `import type`, `import x = require()`, `export … from`,
// side-effect `import "x"`, `import()` and `require()`; never one in a comment or a string), each
// import marked type-only when it vanishes at run time.

export const ROOT = path.resolve(__dirname, "..", "..");
/** The folders and top-level files that hold the app's source (tests, e2e and bench are not the app). */
export const SOURCE_ROOTS = ["app", "components", "hooks", "lib", "db", "scripts", "proxy.ts", "instrumentation.ts"];

export type Import = {
  /** A project file as a path from the root without its extension ("lib/api/problem"), or a package as written. */
  specifier: string;
  project: boolean;
  /** Erased at run time: `import type`, `export type`, or every name of the import marked `type`. */
  typeOnly: boolean;
};
export type SourceFile = { file: string; imports: Import[]; useClient: boolean };

const EXTENSIONS = /\.(ts|tsx|mts|mjs)$/;

function moduleText(node: ts.Expression | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/** The imports of one file's text, as written: `file` places its relative imports. */
export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Array<{ written: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const everyNameTyped =
        clause !== undefined &&
        !clause.name &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      const written = moduleText(node.moduleSpecifier);
      if (written) found.push({ written, typeOnly: Boolean(clause?.isTypeOnly) || everyNameTyped });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const written = moduleText(node.moduleSpecifier);
      if (written) found.push({ written, typeOnly: node.isTypeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const written = moduleText(node.moduleReference.expression);
      if (written) found.push({ written, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require"))
    ) {
      const written = moduleText(node.arguments[0]);
      if (written) found.push({ written, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ written, typeOnly }) => {
    if (written.startsWith("@/"))
      return { specifier: written.slice(2).replace(EXTENSIONS, ""), project: true, typeOnly };
    if (written.startsWith("."))
      return {
        specifier: path.posix.join(path.posix.dirname(file), written).replace(EXTENSIONS, ""),
        project: true,
        typeOnly,
      };
    return { specifier: written, project: false, typeOnly };
  });
}

/** Whether the file's first statement is the "use client" directive. */
export function isClientEntry(text: string): boolean {
  return /^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/.test(text);
}

function walk(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const relative = path.posix.join(entry, child.name);
    if (child.isDirectory()) return child.name === "node_modules" || child.name === "migrations" ? [] : walk(relative);
    return EXTENSIONS.test(child.name) && !child.name.endsWith(".d.ts") && !/\.test\.tsx?$/.test(child.name)
      ? [relative]
      : [];
  });
}

/** Every source file of the app, tests left out. */
export function readTree(roots: string[] = SOURCE_ROOTS): SourceFile[] {
  return roots.flatMap(walk).map((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    return { file, imports: importsOf(file, text), useClient: isClientEntry(text) };
  });
}

/** The file an import names, among the tree's files ("lib/api" finds lib/api.ts or lib/api/index.ts). */
export function fileIndex(files: SourceFile[]): (specifier: string) => SourceFile | undefined {
  const byPath = new Map<string, SourceFile>();
  for (const file of files) {
    const bare = file.file.replace(EXTENSIONS, "");
    byPath.set(bare, file);
    if (bare.endsWith("/index")) byPath.set(bare.slice(0, -"/index".length), file);
  }
  return (specifier) => byPath.get(specifier);
}

/**
 * What the browser runs: every file a "use client" file reaches by imports that survive to run
 * time, the client files themselves included. `from` narrows the start to the client files that
 * the given folders reach (a server page that renders a client component hands it to the browser).
 */
export function browserClosure(files: SourceFile[], from?: string[]): SourceFile[] {
  const find = fileIndex(files);
  const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
  let starts = files.filter((file) => file.useClient);
  if (from) {
    // Server files of those folders, followed until a client file: that one and what it reaches run in the browser.
    const clients = new Set<SourceFile>();
    const seenServer = new Set<SourceFile>();
    const queue = files.filter((file) => from.some((folder) => under(file.file, folder)));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (file.useClient) {
        clients.add(file);
        continue;
      }
      if (seenServer.has(file)) continue;
      seenServer.add(file);
      for (const target of file.imports) {
        const next = target.project && !target.typeOnly ? find(target.specifier) : undefined;
        if (next) queue.push(next);
      }
    }
    starts = [...clients];
  }
  const reached = new Set<SourceFile>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const target of file.imports) {
      const next = target.project && !target.typeOnly ? find(target.specifier) : undefined;
      if (next) queue.push(next);
    }
  }
  return [...reached];
}
