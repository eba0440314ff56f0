import { z } from 'zod';

export const messageThreadSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  merchantName: z.string(),
  merchantLogo: z.string(),
  messageContent: z.string(),
  /** Time of the latest message; spelled so in the contract. */
  lastestTime: z.string(),
  noReadCount: z.number().int().min(0),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** `userId` is present when the user sent it; absent when the guide did. */
export const chatMessageSchema = z.object({
  id: z.number().int().optional(),
  content: z.string(),
  userId: z.number().int().nullable().optional(),
  createTime: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
