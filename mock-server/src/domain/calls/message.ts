import type { MessageThread } from '@tours/contract';
import { notFound } from '../errors.js';
import { nextId } from '../ids.js';
import { requireUser } from '../sessions.js';
import type { State, ThreadRow } from '../state.js';
import { formatDateTime } from '../time.js';
import type { CallContext, Handlers } from '../types.js';

/** The guide answers this long after the user writes: long enough to feel like a person typing. */
export const AUTO_REPLY_DELAY_MS = 1_500;

const AUTO_REPLIES = [
  'Thanks for your message! I will get back to you with details shortly.',
  'Good question. Most guests find that the morning slot is the least crowded.',
  'Sure, that works. Please bring comfortable shoes and some water.',
  'Noted! Feel free to ask anything else before the tour.',
];

function threadView(state: State, thread: ThreadRow): MessageThread {
  const merchant = state.merchants.find((m) => m.id === thread.merchantId);
  return {
    id: thread.id,
    merchantId: thread.merchantId,
    merchantName: merchant?.name ?? '',
    merchantLogo: merchant?.logo ?? '',
    messageContent: thread.messageContent,
    lastestTime: thread.lastestTime,
    noReadCount: thread.noReadCount,
  };
}

/** Stores the user's message and schedules the guide's answer (tick() delivers it). */
function post(ctx: CallContext, thread: ThreadRow, userId: number, content: string): void {
  const { state, now } = ctx;
  const text = content.trim();
  state.messages.push({
    id: nextId(state, 'message'),
    threadId: thread.id,
    userId,
    content: text,
    createTime: formatDateTime(now),
    read: true,
  });
  thread.lastestTime = formatDateTime(now);
  thread.messageContent = text;
  const sent = state.messages.filter((m) => m.threadId === thread.id && m.userId !== null).length;
  state.pendingReplies.push({
    threadId: thread.id,
    content: AUTO_REPLIES[(sent - 1) % AUTO_REPLIES.length] ?? '',
    // Millisecond precision: the stored 'YYYY-MM-DD HH:mm:ss' texts would round 1.5 s down to 1 s.
    dueAt: new Date(now.getTime() + AUTO_REPLY_DELAY_MS).toISOString(),
  });
}

function requireThread(state: State, userId: number, threadId: number): ThreadRow {
  const thread = state.threads.find((t) => t.id === threadId && t.userId === userId);
  if (!thread) throw notFound('conversation.missing', { id: threadId });
  return thread;
}

export const messageHandlers = {
  'member.my.message.list': (_input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    return ctx.state.threads
      .filter((t) => t.userId === user.id)
      .sort((a, b) => b.lastestTime.localeCompare(a.lastestTime) || b.id - a.id)
      .map((t) => threadView(ctx.state, t));
  },

  /** Oldest first; reading a thread marks the guide's messages read and clears its unread count. */
  'member.my.message.content.list': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    const thread = requireThread(ctx.state, user.id, input.messageId);
    const all = ctx.state.messages.filter((m) => m.threadId === thread.id).sort((a, b) => a.id - b.id);
    for (const message of all) message.read = true;
    thread.noReadCount = 0;
    const start = (input.pageNo - 1) * input.pageSize;
    const list = all
      .slice(start, start + input.pageSize)
      .map((m) => ({ id: m.id, content: m.content, userId: m.userId, createTime: m.createTime }));
    return { list, total: all.length };
  },

  'member.my.message.content.add': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    post(ctx, requireThread(ctx.state, user.id, input.messageId), user.id, input.content);
    return null;
  },

  'member.my.message.content.create': (input, ctx) => {
    const { state } = ctx;
    const user = requireUser(state, ctx.userId);
    if (!state.merchants.some((m) => m.id === input.merchantId)) throw notFound('guide.missing', { id: input.merchantId });
    let thread = state.threads.find((t) => t.userId === user.id && t.merchantId === input.merchantId);
    if (!thread) {
      thread = {
        id: nextId(state, 'thread'),
        userId: user.id,
        merchantId: input.merchantId,
        lastestTime: '',
        messageContent: '',
        noReadCount: 0,
      };
      state.threads.push(thread);
    }
    post(ctx, thread, user.id, input.content);
    return thread.id;
  },
} satisfies Partial<Handlers>;
