/** Lesson packs: every MDX file under lessons/<pack>/, validated so a malformed lesson fails the build. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const lessons = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './lessons' }),
  schema: z.object({
    title: z.string(),
    /** Position in the pack's table of contents. */
    order: z.number().int(),
    summary: z.string(),
  }),
});

export const collections = { lessons };
