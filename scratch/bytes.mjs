import { loadPyodide } from 'pyodide';
const py = await loadPyodide();
const f = py.runPython(`
from pyodide.ffi import to_js
def f(b):
    data = b.to_bytes()
    return to_js(data + b"!")
f`);
const r = f(new Uint8Array([104, 105]));
console.log(r, r instanceof Uint8Array, Object.prototype.toString.call(r));
