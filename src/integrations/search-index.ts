/**
 * Build step: once Astro has written the site, Pagefind indexes its pages into <site>/pagefind/, which the header's
 * search box loads (see client/search.ts). Pages mark what is indexed with data-pagefind-body; `exclude` names the
 * parts inside it that are page chrome rather than lesson text.
 */
import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';

export interface SearchIndexOptions {
  /** CSS selectors of elements left out of the index. */
  exclude: string[];
}

function failed(step: string, errors: string[]): Error {
  return new Error(`Pagefind could not ${step}:\n${errors.join('\n')}`);
}

export function searchIndex({ exclude }: SearchIndexOptions): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        try {
          const { index, errors } = await createIndex({ excludeSelectors: exclude });
          if (!index) throw failed('start', errors);
          const added = await index.addDirectory({ path: site });
          if (added.errors.length > 0) throw failed('index the site', added.errors);
          // an empty index would not fail the build, only leave every search finding nothing
          if (added.page_count === 0) throw new Error('Pagefind found no pages to index');
          const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
          if (written.errors.length > 0) throw failed('write the index', written.errors);
          logger.info(`wrote pagefind/ from ${added.page_count} pages`);
        } finally {
          await close();
        }
      },
    },
  };
}
