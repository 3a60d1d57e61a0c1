/**
 * The JS module `_figures` behind our matplotlib's savefig: a figure's spec drawn as standalone SVG text, with
 * linkedom's document standing in for a page's (Node and the page's worker have none). The renderer and linkedom
 * load on the first savefig only.
 */
type Render = (json: string) => string;

async function loadRenderer(): Promise<Render> {
  const [{ parseHTML }, { drawFigure }] = await Promise.all([import('linkedom'), import('./figure-svg.ts')]);
  return (json) => {
    const { document } = parseHTML('<!doctype html><html><body></body></html>');
    const svg = drawFigure(JSON.parse(json), document as unknown as Document);
    return `<?xml version="1.0" encoding="utf-8"?>\n${svg.outerHTML}\n`;
  };
}

export function figureModule() {
  let renderer: Promise<Render> | null = null;
  return {
    async svg(json: string): Promise<string> {
      return (await (renderer ??= loadRenderer()))(json);
    },
  };
}
