import { z } from 'zod';
import { defineCalls } from '../define-call.js';
import { chatMessageSchema, messageThreadSchema } from '../entities/message.js';
import { id, noPayload, paged, pageNo, pageSize, text } from '../fields.js';
import { unreadData } from '../unread-data.js';

const content = () => text(2000).trim().min(1, 'is required');

export const messageCalls = defineCalls({
  'member.my.message.list': {
    auth: 'required',
    summary: 'The caller’s threads, one per guide, with unread counts.',
    request: noPayload(),
    data: z.array(messageThreadSchema),
  },
  'member.my.message.content.list': {
    auth: 'required',
    summary: 'A thread’s chat history, oldest first; reading it clears the unread count.',
    request: z.object({ pageNo: pageNo(), messageId: id(), pageSize: pageSize(50) }),
    data: paged(chatMessageSchema),
  },
  'member.my.message.content.add': {
    auth: 'required',
    summary: 'Send a message in an existing thread.',
    request: z.object({ messageId: id(), content: content() }),
    data: unreadData(),
  },
  'member.my.message.content.create': {
    auth: 'required',
    summary: 'Send a message to a guide, opening the thread if there is none; returns the thread id.',
    request: z.object({ merchantId: id(), content: content() }),
    // The mock answers the new thread's id; the screen reloads the threads instead of reading it.
    data: unreadData(),
  },
});
