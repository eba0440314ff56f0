import { z } from 'zod';
import { BlogOrder, PAGE_SIZE } from '../constants.js';
import { defineCalls } from '../define-call.js';
import { articleSchema, blogSchema } from '../entities/content.js';
import { id, idList, optionalBool, optionalText, paged, pageNo, pageSize } from '../fields.js';

export const contentCalls = defineCalls({
  'article.list': {
    auth: 'none',
    summary: 'Articles of a category (footer groups), paged.',
    request: z.object({ categoryId: id(), pageNo: pageNo(), pageSize: pageSize(PAGE_SIZE) }),
    data: paged(articleSchema),
  },
  'article.detail': {
    auth: 'none',
    summary: 'One article (legal texts, footer content, top-bar links).',
    request: z.object({ id: id() }),
    data: articleSchema,
  },
  'content.list': {
    auth: 'none',
    summary: 'Content items of a category: the settlement intro and benefits (path chosen here: not shown in the spec).',
    request: z.object({ categoryId: id(), pageNo: pageNo(), pageSize: pageSize(PAGE_SIZE) }),
    data: paged(articleSchema),
  },
  'blog.list': {
    auth: 'none',
    summary: 'Blogs: banner or hot picks, keyword and city filters, ordered 4 recommended or 1 latest.',
    request: z.object({
      recommendBanner: optionalBool(),
      recommendHot: optionalBool(),
      pageNo: pageNo(),
      pageSize: pageSize(PAGE_SIZE),
      keyword: optionalText(200),
      cityIds: idList(),
      orderBy: z
        .union([z.literal(''), z.enum(['4', '1']), z.literal(BlogOrder.Recommended), z.literal(BlogOrder.Latest)])
        .optional()
        .transform((v) => (v === '' || v === undefined ? BlogOrder.Recommended : Number(v))),
    }),
    data: paged(blogSchema),
  },
  'blog.detail': {
    auth: 'none',
    summary: 'One blog post with its HTML and associated activity; each read counts a hit.',
    request: z.object({ id: id() }),
    // The post's page shows its HTML, which the list's entries leave out.
    data: blogSchema.extend({ content: z.string() }),
  },
});
