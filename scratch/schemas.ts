import { allOps } from '../engine/src/index.ts';
const want = new Set(process.argv.slice(2));
for (const o of allOps()) if (want.has(o.schema.name)) console.log(o.schema.name, o.schema.params.map((p) => `${p.type} ${p.name}`).join(', '));
