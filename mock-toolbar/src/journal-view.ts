import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

const JOURNAL_PAGE_SIZE = 20;
/** The journal follows the shop's requests without a reload; the shop writes it, never the toolbar. */
const FOLLOW_MS = 5000;

/** GET /__mock/journal?page= (the Node mock only): one page of the world's API requests, newest first, and their count. */
const journalView = z.object({
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  entries: z.array(
    z.object({
      time: z.string(),
      call: z.string(),
      source: z.string().optional(),
      code: z.number(),
      message: z.string().optional(),
      ms: z.number(),
      payload: z.unknown(),
    }),
  ),
});

export const journalQuery = (page: number) =>
  queryOptions({
    queryKey: controlKeys.journal(page),
    queryFn: async () => journalView.parse(await control(`/journal?page=${page}&pageSize=${JOURNAL_PAGE_SIZE}`)),
    placeholderData: keepPreviousData,
    refetchInterval: FOLLOW_MS,
  });
