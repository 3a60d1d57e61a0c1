/** The site's packs with their lessons' collection entries, in the order each manifest gives. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { sitePacks, type PackManifest } from './pack.ts';

export type Lesson = CollectionEntry<'lessons'>;

export interface SitePack {
  readonly manifest: PackManifest;
  readonly lessons: readonly Lesson[];
}

export async function loadSitePacks(): Promise<SitePack[]> {
  const entries = new Map((await getCollection('lessons')).map((e: Lesson) => [e.id, e]));
  return sitePacks().map(({ manifest }) => ({
    manifest,
    lessons: manifest.lessons.map((file) => {
      const id = `${manifest.name}/${file.replace(/\.mdx$/, '')}`;
      const entry = entries.get(id);
      if (!entry) throw new Error(`lessons/${manifest.name}/${file} is listed in its pack.json but was not loaded`);
      return entry;
    }),
  }));
}
