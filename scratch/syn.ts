import { createNodeSession } from '../src/runtime/node.ts';
const s = await createNodeSession({ cuda: false });
const r = await s.runCell('x = (1,\ny = 2', { id: 'syn' });
console.log(r.error);
