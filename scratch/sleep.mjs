import { loadPyodide } from 'pyodide';
const py = await loadPyodide();
const t0 = process.cpuUsage(); const w0 = performance.now();
py.runPython('import time; time.sleep(0.5)');
const c = process.cpuUsage(t0);
console.log('wall', performance.now()-w0, 'cpu ms', (c.user+c.system)/1000);
