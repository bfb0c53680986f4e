import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import { ROOT } from "./source-tree";

// Production runs the worker, the SFTP server and the operators' commands compiled to JavaScript
// (dist/, scripts/build-node.mjs) with node alone, from an install without devDependencies: tsx,
// which runs TypeScript as it loads it, serves the developers' own scripts and the tests only (that
// no source file imports it is architecture.test.ts's).

type PackageJson = {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as PackageJson;

/** The scripts only developers run, which may use tsx. */
const DEVELOPMENT_ONLY = ["bench", "openapi:types", "telemetry:routes"];

const RUN_BUILT = /^node --enable-source-maps scripts\/run-built\.mjs (\S+)$/;

describe("what production runs", () => {
  it("has tsx among the devDependencies, never the dependencies", () => {
    expect(Object.keys(pkg.dependencies)).not.toContain("tsx");
    expect(pkg.devDependencies.tsx).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("runs no package.json script through tsx but the developers' own", () => {
    const throughTsx = Object.entries(pkg.scripts)
      .filter(([name, command]) => !DEVELOPMENT_ONLY.includes(name) && /\btsx\b/.test(command))
      .map(([name]) => name);
    expect(throughTsx).toEqual([]);
    for (const name of DEVELOPMENT_ONLY) expect(pkg.scripts[name], name).toMatch(/^tsx /);
  });

  it("runs the worker, the SFTP server and every command compiled, each one scripts/build-node.mjs compiles", async () => {
    const { ENTRY_POINTS } = (await import(pathToFileURL(path.join(ROOT, "scripts", "build-node.mjs")).href)) as {
      ENTRY_POINTS: Record<string, string>;
    };
    const compiled = Object.fromEntries(
      Object.entries(pkg.scripts).flatMap(([name, command]) => {
        const match = RUN_BUILT.exec(command);
        return match ? [[name, match[1]]] : [];
      }),
    );
    expect(compiled).toEqual({
      seed: "seed",
      migrate: "migrate",
      worker: "worker",
      sftp: "sftp",
      import: "import",
      "sftp:accounts": "sftp-accounts",
      "audit:verify": "audit-verify",
      "keys:rotate": "keys-rotate",
      "operator:create": "operator-create",
      ops: "ops",
      "smoke:providers": "smoke-providers",
    });
    expect(Object.values(compiled).sort()).toEqual(Object.keys(ENTRY_POINTS).sort());
  });
});
