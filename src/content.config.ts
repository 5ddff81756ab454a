import { defineCollection } from 'astro:content';
import { docsCollection } from './build/content/docs-collection';

/** The pages under docs/, one entry per file, named by page identity (src/build/content/docs-collection.ts). */
export const collections = {
  docs: defineCollection(docsCollection()),
};
