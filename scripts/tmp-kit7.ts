import { mkdirSync, writeFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { nodeEngine } from "./lib/engine-node.ts";
import { sheetSpecs } from "./lib/sheet-specs.ts";
import { renderKit } from "#agent/kit/kit.ts";
const engine = await nodeEngine();
const i = Number(process.argv[2] ?? 0);
const spec = sheetSpecs()[i]!;
const t = performance.now();
const kit = await renderKit(engine, spec, { title: "Certificate of exclusive licence", fields: [["Licensee", "ana@example.com"], ["Order", "order_123"], ["Logo", spec.brand]], paragraphs: ["With this purchase the buyer holds the exclusive rights to the logo above."] }, (s, ms) => console.log(s, Math.round(ms)));
console.log("total", Math.round(performance.now() - t), kit.files.length, kit.files.reduce((a, f) => a + f.bytes.length, 0));
const out = `/tmp/kit/k${i}`;
rmSync(out, { recursive: true, force: true });
for (const f of kit.files) { mkdirSync(dirname(`${out}/${f.id}`), { recursive: true }); writeFileSync(`${out}/${f.id}`, f.bytes); }
console.log(JSON.stringify(kit.manifest.notes));
