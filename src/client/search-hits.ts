/**
 * What the search box lists, made from Pagefind's results: links to the sections of a lesson that matched, each
 * with its lesson's title and an excerpt. Pagefind ships its browser API untyped; the interfaces here are the
 * parts of it this site reads.
 */

/** One indexed page as Pagefind's result.data() gives it. */
export interface PagefindPage {
  url: string;
  meta: { title?: string };
  excerpt: string;
  sub_results?: PagefindSection[];
}

/** A stretch of a page from one heading to the next (or the page's start, before its first heading). */
export interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

export interface Hit {
  lesson: string;
  /** The section's heading; absent where the match is before the lesson's first heading. */
  section?: string;
  url: string;
  /** Pagefind's excerpt: the page's text, `<` and `>` escaped, with the matched words wrapped in <mark>. */
  excerpt: string;
}

/** A page's best-matching sections first (most matched words), at most `perPage` of them. */
export function toHits(pages: readonly PagefindPage[], perPage: number): Hit[] {
  return pages.flatMap((page) => {
    const lesson = page.meta.title ?? page.url;
    const sections = [...(page.sub_results ?? [])]
      .sort((a, b) => b.locations.length - a.locations.length)
      .slice(0, perPage);
    if (sections.length === 0) return [{ lesson, url: page.url, excerpt: page.excerpt }];
    return sections.map((s) => ({
      lesson,
      ...(s.url === page.url ? {} : { section: s.title }),
      url: s.url,
      excerpt: s.excerpt,
    }));
  });
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * An excerpt as text runs, marked or not. Pagefind's excerpt is the page's text with only `<` and `>` escaped
 * and the matched words wrapped in <mark>, so it is split on those tags and unescaped, never parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/<\/?mark>/)
    .map((text, i) => ({ text: text.replaceAll('&lt;', '<').replaceAll('&gt;', '>'), marked: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}

export function countText(hits: number): string {
  if (hits === 0) return 'No results';
  return hits === 1 ? '1 result' : `${hits} results`;
}
