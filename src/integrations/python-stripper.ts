/**
 * Python sources as a page is sent them: comments and docstrings taken out (together about a fifth of our packages'
 * compressed weight and two fifths of the standard library's), each line kept where it was so that tracebacks and
 * TorchScript's source ranges still point at the right line and column. A module then reads as it does under
 * `python -OO` (an object's __doc__ is None). Python's own tokenizer and parser find them (run here in Pyodide), and a
 * module whose syntax tree would change in any other way is shipped as it was. Node runs keep the sources as written.
 */
import { join } from 'node:path';
import { loadPyodide } from 'pyodide';
import { root } from '../runtime/python-files.ts';

const STRIP_SOURCE = `
import ast, io, tokenize

DEFINITIONS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)

def docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, DEFINITIONS) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                yield first.value

def without_docstrings(tree):
    for constant in docstrings(tree):
        constant.value, constant.kind = ..., None
    return ast.dump(tree)

def strip_source(source):
    try:
        source = bytes(source)
        lines = source.decode("utf-8").splitlines(keepends=True)
        for token in tokenize.tokenize(io.BytesIO(source).readline):
            row, col = token.start
            # an encoding declaration stays: it says how the file is read
            if token.type == tokenize.COMMENT and not (row <= 2 and "coding" in token.string):
                line = lines[row - 1]
                lines[row - 1] = line[:col].rstrip() + line[len(line.rstrip("\\r\\n")):]
        stripped = "".join(lines).encode("utf-8")
        # a docstring becomes an Ellipsis on its first line, the lines it spanned left empty (the parser's offsets
        # count bytes)
        starts = [0]
        for line in stripped.splitlines(keepends=True):
            starts.append(starts[-1] + len(line))
        tree = ast.parse(stripped)
        for doc in sorted(docstrings(tree), key=lambda d: (d.lineno, d.col_offset), reverse=True):
            begin, end = starts[doc.lineno - 1] + doc.col_offset, starts[doc.end_lineno - 1] + doc.end_col_offset
            stripped = stripped[:begin] + b"..." + b"\\n" * (doc.end_lineno - doc.lineno) + stripped[end:]
        same = without_docstrings(ast.parse(source)) == ast.dump(ast.parse(stripped))
        return stripped if same else source
    except (SyntaxError, UnicodeDecodeError, tokenize.TokenError, ValueError):
        return source
`;

/** A stripper for module sources (UTF-8 bytes in, bytes out), on a Pyodide of its own. */
export async function pythonStripper(): Promise<(source: Uint8Array) => Uint8Array> {
  const pyodide = await loadPyodide({ indexURL: join(root, 'node_modules', 'pyodide') });
  pyodide.runPython(STRIP_SOURCE);
  const strip = pyodide.globals.get('strip_source') as (data: Uint8Array) => { toJs(): Uint8Array } | Uint8Array;
  return (source) => {
    const result = strip(source);
    return result instanceof Uint8Array ? result : result.toJs();
  };
}
