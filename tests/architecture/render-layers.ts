import fs from "node:fs";
import path from "node:path";

import { LAYERS } from "./layers";
import { renderLayerTable } from "./rules";
import { ROOT } from "./source-tree";

// Prints the layer table of docs/architecture.md from tests/architecture/layers.ts; with --write,
// puts it into the page between its markers (the architecture test checks the two agree).
// npx tsx tests/architecture/render-layers.ts --write

const table = renderLayerTable(LAYERS);
if (!process.argv.includes("--write")) {
  console.log(table);
} else {
  const page = path.join(ROOT, "docs", "architecture.md");
  const text = fs.readFileSync(page, "utf8");
  const marked = /(<!-- layers:begin[^>]*-->\n)[\s\S]*?(\n<!-- layers:end -->)/;
  if (!marked.test(text)) throw new Error(`${page} has no <!-- layers:begin --> … <!-- layers:end --> markers`);
  fs.writeFileSync(
    page,
    text.replace(marked, (_, begin: string, end: string) => `${begin}${table}${end}`),
  );
  console.log(`wrote the layer table into ${path.relative(process.cwd(), page)}`);
}
