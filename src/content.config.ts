/**
 * Lesson packs: every MDX file of every pack under lessons/<pack>/, validated so a malformed lesson or pack manifest
 * fails the build. A pack's manifest (pack.json) gives its title and its lessons' order.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { sitePacks } from './lessons/pack.ts';

const packs = sitePacks();

const lessons = defineCollection({
  loader: glob({ pattern: packs.map((p) => `${p.manifest.name}/*.mdx`), base: './lessons' }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
  }),
});

export const collections = { lessons };
