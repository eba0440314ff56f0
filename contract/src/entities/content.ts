import { z } from 'zod';

/** Article or content item: legal texts, footer groups, top-bar links, settlement intro and benefits. */
export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  href: z.string().nullable().optional(),
  picUrl: z.string().nullable().optional(),
  /** Icon class. */
  attr01: z.string().nullable().optional(),
  createTime: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

const blogActivitySchema = z.object({
  id: z.number().int(),
  picUrl: z.string(),
  name: z.string(),
  score: z.number(),
  duration: z.number(),
  salesCount: z.number().int(),
});

export const blogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tagNames: z.array(z.string()),
  introduction: z.string(),
  picUrl: z.string(),
  hitCount: z.number().int(),
  createTime: z.string(),
  /** HTML; clients must sanitize it. */
  content: z.string().optional(),
  spuInformation: blogActivitySchema.nullable().optional(),
});
export type Blog = z.infer<typeof blogSchema>;
