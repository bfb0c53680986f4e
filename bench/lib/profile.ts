import fs from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  file: string;
  sampledMs: number;
  /** Share of busy (non-idle) samples per part of the stack the sample's own frame belongs to. */
  categories: Array<{ name: string; pct: number }>;
  top: Array<{ fn: string; where: string; pct: number }>;
};

// Where a frame's code comes from. Turbopack bundles most server dependencies into chunks under
// .next-bench/server/chunks; their chunk names keep the package name, which is matched first.
const CATEGORIES: Array<[string, RegExp]> = [
  ["garbage collection", /^\(garbage collector\)$/],
  ["pg driver (pg, pg-protocol, pg-pool)", /node_modules[\\/_](pg|pg-protocol|pg-pool|pg-types|pgpass)[\\/_@]/],
  ["PGlite (WASM Postgres)", /pglite/],
  ["drizzle-orm", /drizzle-orm/],
  ["zod", /node_modules[\\/_]zod[\\/_@]/],
  ["pino logging", /pino|sonic-boom|fast-redact|thread-stream/],
  ["react / react-dom", /react-dom|node_modules[\\/_]react[\\/_@]/],
  ["next.js server", /node_modules[\\/_]next[\\/_@]|next-server|next[\\/]dist/],
  ["app code (lib/, app/)", /\[project\]|[\\/]lib[\\/]|[\\/]app[\\/]|bench/],
  ["node core (http, net, crypto, streams)", /^node:|^internal[\\/]/],
];

function categoryOf(frame: CallFrame): string {
  const key = frame.url || frame.functionName;
  for (const [name, pattern] of CATEGORIES) if (pattern.test(key) || pattern.test(frame.functionName)) return name;
  if (frame.functionName === "(program)") return "V8 / native (program)";
  if (frame.url.includes(".next-bench")) return "bundled server chunks (app + dependencies)";
  return frame.url ? "other JavaScript" : "native / builtins";
}

/** Self time by category and the heaviest functions of a V8 .cpuprofile (node --cpu-prof). */
export function summarizeProfile(file: string, topN = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    busy += us;
    const category = categoryOf(frame);
    categories.set(category, (categories.get(category) ?? 0) + us);
    const where = frame.url ? `${path.basename(frame.url.replace(/^file:\/\//, ""))}:${frame.lineNumber + 1}` : "";
    const key = `${frame.functionName || "(anonymous)"}\u0000${where}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const pct = (us: number) => Math.round((us / (busy || 1)) * 1000) / 10;
  return {
    file,
    sampledMs: Math.round((profile.endTime - profile.startTime) / 1000),
    categories: [...categories].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, pct: pct(us) })),
    top: [...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(([key, us]) => {
        const [fn, where] = key.split("\u0000");
        return { fn: fn!, where: where!, pct: pct(us) };
      }),
  };
}
