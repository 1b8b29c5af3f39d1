// Summarises the .cpuprofile files of a directory (one per thread, from `node --cpu-prof`, e.g.
// SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench ad-texts): self time by module
// and by function, inclusive time by module (and by function with INCFN=<rows>). Frames in .next
// chunks are named by their source file through the chunk's source map. LAST=<seconds> keeps only
// the profile's last seconds (the steady state); REQS=<requests> adds milliseconds per request.
// The samples are wall time of the thread: time blocked in a system call (PGlite's fsync) counts.
//   node bench/cpuprofile-summary.mjs <dir> [rows]
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
const dir = process.argv[2];
const top = Number(process.argv[3] ?? 40);
const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
const chunkMaps = new Map();
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function decodeLines(mappings, sources, lineOffset, out) {
  // out[line] = [[col, source], ...]
  let src = 0, line = lineOffset;
  for (const l of mappings.split(";")) {
    let col = 0;
    const segs = [];
    if (l) for (const seg of l.split(",")) {
      const vals = []; let v = 0, shift = 0;
      for (const ch of seg) { const d = B64.indexOf(ch); v += (d & 31) << shift; if (d & 32) shift += 5; else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0; } }
      col += vals[0];
      if (vals.length > 1) { src += vals[1]; segs.push([col, sources[src]]); }
    }
    if (segs.length) out[line] = segs;
    line++;
  }
}
function moduleRanges(file) {
  if (chunkMaps.has(file)) return chunkMaps.get(file);
  const out = [];
  try {
    const map = JSON.parse(readFileSync(file + ".map", "utf8"));
    const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
    for (const sec of sections) decodeLines(sec.map.mappings, sec.map.sources, sec.offset.line, out);
  } catch {}
  chunkMaps.set(file, out);
  return out;
}
function moduleOf(cf) {
  let url = cf.url || "";
  if (!url) return cf.functionName.startsWith("(") ? cf.functionName : "(native)";
  if (url.startsWith("file://")) url = url.slice(7);
  if (url.startsWith("node:")) return url;
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    const pkg = rest[0].startsWith("@") ? rest.slice(0, 2).join("/") : rest[0];
    if (pkg === "next") return "next/" + rest.slice(1, 4).join("/");
    return pkg;
  }
  if (url.includes("/.next/")) {
    const lines = moduleRanges(url);
    const segs = lines[cf.lineNumber];
    let mod = null;
    if (segs) { mod = segs[0][1]; for (const [c, s] of segs) if (c <= cf.columnNumber) mod = s; }
    if (!mod) return ".next:" + path.basename(url);
    mod = mod.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^.*node_modules\//, "nm:");
    return mod;
  }
  return url;
}
for (const f of files) {
  const p = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map(), selfMod = new Map(), incMod = new Map(), incFn = new Map();
  let total = 0;
  const modCache = new Map();
  const mod = (n) => { if (!modCache.has(n.id)) modCache.set(n.id, moduleOf(n.callFrame)); return modCache.get(n.id); };
  const fnKey = (n) => `${n.callFrame.functionName || "(anon)"} ${mod(n)}:${n.callFrame.lineNumber + 1}`;
  const times = []; { let t = 0; for (const d of p.timeDeltas) times.push((t += d)); }
  const end = times.at(-1), from = process.env.LAST ? end - Number(process.env.LAST) * 1e6 : -Infinity;
  p.samples.forEach((id, i) => {
    if (times[i] < from) return;
    const dt = (p.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const n = byId.get(id);
    self.set(fnKey(n), (self.get(fnKey(n)) ?? 0) + dt);
    selfMod.set(mod(n), (selfMod.get(mod(n)) ?? 0) + dt);
    const seenM = new Set(), seenF = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const node = byId.get(cur);
      const m = mod(node), k = fnKey(node);
      if (!seenM.has(m)) { seenM.add(m); incMod.set(m, (incMod.get(m) ?? 0) + dt); }
      if (!seenF.has(k)) { seenF.add(k); incFn.set(k, (incFn.get(k) ?? 0) + dt); }
    }
  });
  const idle = self.get(`(idle)  (idle):0`) ?? [...self].filter(([k]) => k.startsWith("(idle)")).reduce((a, [, v]) => a + v, 0);
  console.log(`\n=== ${f}: ${total.toFixed(0)} ms sampled, idle ${idle.toFixed(0)} ms, busy ${(total - idle).toFixed(0)} ms`);
  const show = (title, map, n) => {
    console.log(`-- ${title}`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${process.env.REQS ? (v / Number(process.env.REQS)).toFixed(3).padStart(7) + " ms/req " : ""}${v.toFixed(0).padStart(8)} ms ${((100 * v) / (total - idle)).toFixed(1).padStart(5)}%  ${k}`);
  };
  show("self by module", selfMod, top);
  show("inclusive by module", incMod, top);
  show("self by function", self, top);
  if (process.env.INCFN) show("inclusive by function", incFn, Number(process.env.INCFN));
}
