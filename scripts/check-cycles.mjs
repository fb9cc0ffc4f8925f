// Import cycles among the project's modules (lib, app, components, scripts), type-only imports
// included: a type shared by two modules gets one owner. Dynamic import() is a deliberate lazy edge
// and is not counted. Prints each cycle and exits 1 when there is one.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = process.cwd();
const roots = process.argv.slice(2).length ? process.argv.slice(2) : ["lib", "app", "components", "scripts"];
const config = ts.parseJsonConfigFileContent(ts.readConfigFile("tsconfig.json", ts.sys.readFile).config, ts.sys, root);
const host = ts.createCompilerHost(config.options);

function sources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(p));
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path.resolve(p));
  }
  return out;
}

/** Static imports and re-exports of one file (type-only ones too), resolved to project files. */
function imports(file) {
  const text = fs.readFileSync(file, "utf8");
  const found = [];
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const s of sf.statements) {
    if ((ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) {
      const r = ts.resolveModuleName(s.moduleSpecifier.text, file, config.options, host).resolvedModule;
      if (r && !r.isExternalLibraryImport && !r.resolvedFileName.includes("node_modules")) found.push(path.resolve(r.resolvedFileName));
    }
  }
  return found;
}

const files = roots.flatMap((r) => (fs.existsSync(r) ? sources(r) : []));
const graph = new Map(files.map((f) => [f, imports(f)]));

// Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
let index = 0;
const idx = new Map(), low = new Map(), onStack = new Set(), stack = [], cycles = [];
for (const start of graph.keys()) {
  if (idx.has(start)) continue;
  const work = [[start, 0]];
  idx.set(start, index); low.set(start, index); index++; stack.push(start); onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [v, i] = frame;
    const next = graph.get(v) ?? [];
    if (i < next.length) {
      frame[1]++;
      const w = next[i];
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        idx.set(w, index); low.set(w, index); index++; stack.push(w); onStack.add(w);
        work.push([w, 0]);
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    } else {
      work.pop();
      if (work.length) { const u = work[work.length - 1][0]; low.set(u, Math.min(low.get(u), low.get(v))); }
      if (low.get(v) === idx.get(v)) {
        const scc = [];
        let w;
        do { w = stack.pop(); onStack.delete(w); scc.push(w); } while (w !== v);
        if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc);
      }
    }
  }
}

for (const scc of cycles) console.log(`import cycle: ${scc.map((f) => path.relative(root, f)).sort().join(" ↔ ")}`);
console.log(`${files.length} modules, ${cycles.length} import cycle${cycles.length === 1 ? "" : "s"}`);
process.exit(cycles.length ? 1 : 0);
