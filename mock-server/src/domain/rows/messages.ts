import { z } from 'zod';
import { count, dateTime, id, instant } from './formats.js';

export const threadRowSchema = z.object({
  id,
  userId: id,
  merchantId: id,
  lastestTime: dateTime,
  messageContent: z.string(),
  noReadCount: count,
});
export type ThreadRow = z.output<typeof threadRowSchema>;

export const messageRowSchema = z.object({
  id,
  threadId: id,
  /** Null when the guide wrote it. */
  userId: id.nullable(),
  content: z.string(),
  createTime: dateTime,
  /** Guide messages count as unread until the user opens the thread. */
  read: z.boolean(),
});

export const pendingReplySchema = z.object({
  threadId: id,
  content: z.string(),
  /** The delay is shorter than the stored times' one-second grain, hence milliseconds. */
  dueAt: instant,
});
