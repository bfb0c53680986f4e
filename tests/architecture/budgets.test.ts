import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { ESLint, type Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

import { ROOT } from "./source-tree";

// The size budgets live in eslint.config.mjs (max-lines, max-lines-per-function), and `npx eslint .`
// holds every file to them and each allow-listed file to its ceiling. What ESLint cannot say is
// that an entry is still needed: this lints the allow-listed files against the plain budgets, and
// an entry whose file now fits must leave the list (docs/development.md, "Budgets").

type Budget = { file: number; function?: number };
type Entry = { file: string; fileLines?: number | "off"; functionLines?: number; why: string };
type BudgetConfig = { BUDGETS: { source: Budget; tests: Budget }; TESTS: string[]; OVER_BUDGET: Entry[] };

const COUNTED = { skipBlankLines: true, skipComments: true };
const rules = (budget: Budget): Linter.RulesRecord => ({
  "max-lines": ["error", { max: budget.file, ...COUNTED }],
  "max-lines-per-function": budget.function === undefined ? "off" : ["error", { max: budget.function, ...COUNTED }],
});

let config: BudgetConfig;
beforeAll(async () => {
  config = (await import(pathToFileURL(path.join(ROOT, "eslint.config.mjs")).href)) as BudgetConfig;
});

describe("the size budgets' allow-list", () => {
  it("names each file once, a file that is there, with why it is over", () => {
    const files = config.OVER_BUDGET.map(({ file }) => file);
    expect(new Set(files).size).toBe(files.length);
    for (const entry of config.OVER_BUDGET) {
      expect(fs.existsSync(path.join(ROOT, entry.file)), entry.file).toBe(true);
      expect(entry.why.length, entry.file).toBeGreaterThan(20);
      expect(entry.fileLines !== undefined || entry.functionLines !== undefined, entry.file).toBe(true);
    }
  });

  it("holds only files still over the budget they are excused from", { timeout: 60_000 }, async () => {
    const eslint = new ESLint({
      cwd: ROOT,
      // The budgets alone, without the allow-list's ceilings: what each file measures against them.
      overrideConfig: [
        { rules: rules(config.BUDGETS.source) },
        { files: config.TESTS, rules: rules(config.BUDGETS.tests) },
      ],
      ruleFilter: ({ ruleId }) => ruleId === "max-lines" || ruleId === "max-lines-per-function",
    });
    const results = await eslint.lintFiles(config.OVER_BUDGET.map(({ file }) => file));
    const measured = new Map(
      results.map((result) => {
        const sizes = (rule: string) =>
          result.messages
            .filter(({ ruleId }) => ruleId === rule)
            .map(({ message }) => Number(/\((\d+)\)/.exec(message)?.[1]));
        return [
          path.relative(ROOT, result.filePath),
          { file: sizes("max-lines"), function: sizes("max-lines-per-function") },
        ];
      }),
    );
    const unneeded = config.OVER_BUDGET.flatMap(({ file, fileLines, functionLines }) => {
      const over = measured.get(file);
      return [
        ...(fileLines !== undefined && !over?.file.length ? [`${file}: fits the file budget, take its entry out`] : []),
        ...(functionLines !== undefined && !over?.function.length
          ? [`${file}: every function fits the budget, take functionLines out`]
          : []),
      ];
    });
    expect(unneeded).toEqual([]);
  });
});
