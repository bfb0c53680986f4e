// Writes docs/errors.md's table of problem codes from lib/errors/descriptions.ts (with --write), or
// prints it. lib/api/problem.test.ts fails while the page and the descriptions differ.
import fs from "node:fs";
import path from "node:path";

import { renderErrorsTable } from "@/lib/errors/descriptions";
import { httpStatusOf } from "@/lib/errors/http-status";

const file = path.resolve(import.meta.dirname, "../docs/errors.md");
const table = renderErrorsTable(httpStatusOf);
if (!process.argv.includes("--write")) {
  console.log(table);
} else {
  const doc = fs.readFileSync(file, "utf8");
  const start = doc.indexOf("| status | code | when |");
  const end = doc.indexOf("\n\n", start);
  if (start < 0 || end < 0) throw new Error("docs/errors.md: the problem codes table was not found");
  fs.writeFileSync(file, `${doc.slice(0, start)}${table}${doc.slice(end)}`);
  console.log("wrote docs/errors.md's problem codes");
}
