import { describe, expect, test } from 'vitest';
import { countText, excerptParts, toHits, type PagefindPage } from '../src/client/search-hits.ts';

const page: PagefindPage = {
  url: '/pack/lesson/',
  meta: { title: 'A lesson' },
  excerpt: 'page <mark>word</mark>',
  sub_results: [
    { title: 'A lesson', url: '/pack/lesson/', excerpt: 'intro <mark>word</mark>', locations: [3] },
    { title: 'First', url: '/pack/lesson/#first', excerpt: 'first', locations: [10] },
    { title: 'Second', url: '/pack/lesson/#second', excerpt: 'second', locations: [20, 21, 22] },
  ],
};

describe('toHits', () => {
  test('lists a page\'s sections with the most matches first, up to the limit, each under its lesson', () => {
    expect(toHits([page], 2)).toEqual([
      { lesson: 'A lesson', section: 'Second', url: '/pack/lesson/#second', excerpt: 'second' },
      { lesson: 'A lesson', url: '/pack/lesson/', excerpt: 'intro <mark>word</mark>' },
    ]);
  });

  test('a page without sections is one hit, linking to the page', () => {
    expect(toHits([{ ...page, sub_results: [] }], 3)).toEqual([
      { lesson: 'A lesson', url: '/pack/lesson/', excerpt: 'page <mark>word</mark>' },
    ]);
  });
});

test('excerptParts splits on <mark> and unescapes the text\'s own angle brackets, which stay text', () => {
  expect(excerptParts('if x &lt; y: <mark>broadcast</mark> &lt;b&gt; # =&gt; &amp;')).toEqual([
    { text: 'if x < y: ', marked: false },
    { text: 'broadcast', marked: true },
    { text: ' <b> # => &amp;', marked: false },
  ]);
  expect(excerptParts('<mark>a</mark><mark>b</mark>')).toEqual([
    { text: 'a', marked: true },
    { text: 'b', marked: true },
  ]);
});

test('countText', () => {
  expect([0, 1, 4].map(countText)).toEqual(['No results', '1 result', '4 results']);
});
