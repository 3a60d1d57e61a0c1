/**
 * The Python files a runtime of ours reads to start (Pyodide's boot, our host and runner, `import torch`), as a Node
 * session reports them. The build ships these with what a page loads first and every other module as a file of its
 * own, fetched when a program first imports it.
 */
import { createNodeSession } from './node.ts';

/** Each started module's file, by its path in the runtime's file system. */
export async function filesReadAtStart(): Promise<string[]> {
  const session = await createNodeSession({ cuda: false });
  const { stdout, error } = await session.runCell(`import json, sys, torch
print(json.dumps([f for m in list(sys.modules.values()) if (f := getattr(m, "__file__", None))]))`);
  if (error !== null) throw new Error(`a runtime of ours did not start:\n${error}`);
  return JSON.parse(stdout) as string[];
}
