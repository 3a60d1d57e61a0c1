import { allOps } from '../engine/src/index.ts';
console.log(allOps().map((o) => o.schema.name).join(' '));
