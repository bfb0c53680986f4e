import { browserClosure, type SourceFile } from "./source-tree";
import { DATA_LAYERS, type Layer } from "./layers";

// The checks of the layer table, the same functions on the real tree and on fixtures that break a
// rule on purpose. Each returns what breaks the rule, one line each ("file → import: why").

const within = (target: string, folder: string) =>
  target === folder || target.startsWith(`${folder}/`) || target.replace(/\.\w+$/, "") === folder.replace(/\.\w+$/, "");

export const packageWithin = (specifier: string, name: string) =>
  name.endsWith(":") || name.endsWith("/")
    ? specifier.startsWith(name)
    : specifier === name || specifier.startsWith(`${name}/`);

/** The layer a file or import target belongs to: the layer with the longest path that holds it. */
export function layerOf(layers: Layer[], target: string): Layer | undefined {
  let best: { layer: Layer; length: number } | undefined;
  for (const layer of layers)
    for (const folder of layer.paths)
      if (within(target, folder) && folder.length > (best?.length ?? -1)) best = { layer, length: folder.length };
  return best?.layer;
}

/** Files no layer holds: a new room nobody wrote a rule for. */
export function unplaced(layers: Layer[], files: SourceFile[]): string[] {
  return files.filter(({ file }) => !layerOf(layers, file)).map(({ file }) => `${file}: in no layer`);
}

/** Paths a layer names that hold no source, and `may` entries that name no layer: such a rule would pass silently. */
export function namesNothing(layers: Layer[], files: SourceFile[]): string[] {
  const names = new Set(layers.map((layer) => layer.name));
  return layers.flatMap((layer) => [
    ...(DATA_LAYERS.has(layer.name)
      ? []
      : layer.paths
          .filter((folder) => !files.some(({ file }) => within(file, folder)))
          .map((folder) => `${layer.name}: ${folder} holds no source`)),
    ...layer.may
      .filter((name) => name !== "*" && !names.has(name))
      .map((name) => `${layer.name}: may ${name}, no such layer`),
    ...Object.keys(layer.mayFiles ?? {})
      .filter((target) => !files.some(({ file }) => within(file, target)))
      .map((target) => `${layer.name}: may file ${target}, no such file`),
  ]);
}

/** Project imports a file's layer may not draw. */
export function forbiddenImports(layers: Layer[], files: SourceFile[]): string[] {
  return files.flatMap(({ file, imports }) => {
    const from = layerOf(layers, file);
    if (!from || from.may.includes("*")) return [];
    return imports
      .filter(({ project }) => project)
      .flatMap(({ specifier }) => {
        const to = layerOf(layers, specifier);
        if (to === from) return [];
        if (to && from.may.includes(to.name)) return [];
        if (Object.keys(from.mayFiles ?? {}).some((allowed) => within(specifier, allowed))) return [];
        return [`${file} → ${specifier}: ${from.name} may not import ${to?.name ?? "a file outside every layer"}`];
      });
  });
}

/** Packages a file's layer may not import. */
export function forbiddenPackages(layers: Layer[], files: SourceFile[]): string[] {
  return files.flatMap(({ file, imports }) => {
    const from = layerOf(layers, file);
    if (!from) return [];
    return imports
      .filter(({ project }) => !project)
      .filter(
        ({ specifier }) =>
          (from.packagesOnly !== undefined && !from.packagesOnly.some((name) => packageWithin(specifier, name))) ||
          (from.packagesNever ?? []).some((name) => packageWithin(specifier, name)),
      )
      .map(({ specifier }) => `${file} → ${specifier}: ${from.name} may not import the package`);
  });
}

/** What the browser runs that it must not: a server layer's file, or a server-only package, reached at run time. */
export function browserLeaks(
  layers: Layer[],
  files: SourceFile[],
  rule: { browserLayers: string[]; serverOnlyPackages: string[] },
): string[] {
  return browserClosure(files).flatMap(({ file, imports }) => {
    const layer = layerOf(layers, file);
    const own =
      layer && rule.browserLayers.includes(layer.name)
        ? []
        : [`${file}: runs in the browser, in ${layer?.name ?? "no layer"}`];
    const packages = imports
      .filter(({ project, typeOnly }) => !project && !typeOnly)
      .filter(({ specifier }) => rule.serverOnlyPackages.some((name) => packageWithin(specifier, name)))
      .map(({ specifier }) => `${file} → ${specifier}: a server-only package in the browser`);
    return [...own, ...packages];
  });
}

/** Packages over a bundle's budget: imported at run time by a file the given pages hand to the browser. */
export function overBudget(files: SourceFile[], budget: { from: string[]; packagesNever: string[] }): string[] {
  return browserClosure(files, budget.from).flatMap(({ file, imports }) =>
    imports
      .filter(({ project, typeOnly }) => !project && !typeOnly)
      .filter(({ specifier }) => budget.packagesNever.some((name) => packageWithin(specifier, name)))
      .map(({ specifier }) => `${file} → ${specifier}: over the budget`),
  );
}

/** Cycles between folders: a node is a folder two levels down (lib/services, db/schema) or a top-level file of lib/ or db/. */
export function folderCycles(files: SourceFile[]): string[] {
  const node = (target: string) =>
    target
      .split("/")
      .slice(0, 2)
      .join("/")
      .replace(/\.(ts|tsx|mts|mjs)$/, "");
  const edges = new Map<string, Set<string>>();
  for (const { file, imports } of files)
    for (const { specifier, project } of imports) {
      if (!project) continue;
      const [a, b] = [node(file), node(specifier)];
      if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
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

/** The table docs/architecture.md shows, rendered from the layers. */
export function renderLayerTable(layers: Layer[]): string {
  const code = (names: string[]) => names.map((name) => `\`${name}\``).join(", ");
  const rows = layers.map((layer) => {
    const may = layer.may.includes("*")
      ? "anything"
      : [
          code(layer.may) || "nothing outside itself",
          ...Object.entries(layer.mayFiles ?? {}).map(([file, why]) => `\`${file}\` (${why})`),
        ].join("; ");
    const packages =
      layer.packagesOnly !== undefined
        ? layer.packagesOnly.length === 0
          ? "none"
          : `only ${code(layer.packagesOnly)}`
        : layer.packagesNever
          ? `any but ${code(layer.packagesNever)}`
          : "any";
    return `| ${code([layer.name])} | ${layer.holds} | ${may} | ${packages} |`;
  });
  return ["| layer | holds | may import | packages |", "|---|---|---|---|", ...rows].join("\n");
}
