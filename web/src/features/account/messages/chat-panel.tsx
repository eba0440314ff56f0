import { Button, Card, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CallData, MessageThread } from '@tours/contract';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guideProfileOptions } from '../../../api/guides';
import { QueryView } from '../../../components/query-view';
import { messageHistoryOptions, useSendMessage, useThreadListRefreshedOnRead } from './api';

/** While a chat is open it is re-read this often, so the guide's reply shows up by itself. */
const CHAT_POLL_MS = 4_000;

/** Within this many pixels of the end, the person is reading the latest messages, and new ones keep in view. */
const NEAR_THE_END_PX = 48;

export interface ChatPanelProps {
  merchantId: number;
  /** Absent until the first message to this guide opens the thread (content.create). */
  thread: MessageThread | undefined;
}

/** One guide's chat: opens at the newest message, follows new ones while read at the end, and marks the thread read. */
export function ChatPanel({ merchantId, thread }: ChatPanelProps) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  // A chat not started yet names its guide from their public profile (the thread names them once it exists).
  const guide = useQuery({ ...guideProfileOptions(merchantId), enabled: thread === undefined });
  const history = useQuery({
    ...messageHistoryOptions(thread?.id ?? 0),
    enabled: thread !== undefined,
    refetchInterval: CHAT_POLL_MS,
  });
  const viewport = useRef<HTMLDivElement>(null);
  // How tall the messages were when last drawn: whether the person was reading the end is measured against it.
  const drawnHeight = useRef(0);
  // A message sent brings the chat to its end, where it appears, wherever the person was reading.
  const followNext = useRef(false);
  const sending = useSendMessage(
    { thread, merchantId },
    {
      onSuccess: () => {
        setText('');
        followNext.current = true;
      },
    },
  );
  useThreadListRefreshedOnRead(thread?.noReadCount ?? 0, history.dataUpdatedAt);
  const send = () => {
    const content = text.trim();
    if (content) sending.mutate(content);
  };
  return (
    <Card withBorder radius="md">
      <Stack>
        <Text fw={700}>
          {thread?.merchantName ?? (guide.data?.name ? t('messages.newThreadWith', { name: guide.data.name }) : t('messages.newThread'))}
        </Text>
        <ScrollArea h={320} type="auto" offsetScrollbars="y" viewportRef={viewport}>
          <Stack gap="xs" role="log" aria-label={t('messages.chat')}>
            <QueryView query={history} loading={null} minHeight={120}>
              {({ list }) => <MessageLog list={list} viewport={viewport} drawnHeight={drawnHeight} followNext={followNext} />}
            </QueryView>
          </Stack>
        </ScrollArea>
        <Textarea label={t('messages.input')} value={text} onChange={(event) => setText(event.currentTarget.value)} rows={2} />
        <Group justify="flex-end">
          <Button onClick={send} loading={sending.isPending}>
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface MessageLogProps {
  list: CallData<'member.my.message.content.list'>['list'];
  viewport: RefObject<HTMLDivElement | null>;
  drawnHeight: RefObject<number>;
  followNext: RefObject<boolean>;
}

/**
 * The messages, oldest first. Once they are on screen (QueryView draws an answer a moment after it arrives), the chat
 * goes to its newest message if the person was reading the end, or has just sent one; someone reading older messages
 * is left where they are. Measured against the height before the new ones, never from scroll events, which a scroll
 * of our own would send too.
 */
function MessageLog({ list, viewport, drawnHeight, followNext }: MessageLogProps) {
  const newest = list.at(-1);
  const newestKey = newest ? `${list.length}:${newest.id ?? ''}:${newest.content}` : '';
  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box || !newestKey) return;
    const wasReadingTheEnd = drawnHeight.current - box.clientHeight - box.scrollTop <= NEAR_THE_END_PX;
    // scrollTop, not scrollTo(): at once, whatever smooth scrolling the page asks for.
    if (wasReadingTheEnd || followNext.current) box.scrollTop = box.scrollHeight;
    followNext.current = false;
    drawnHeight.current = box.scrollHeight;
  }, [newestKey, viewport, drawnHeight, followNext]);
  return (
    <>
      {list.map((message, index) => {
        const mine = message.userId !== undefined && message.userId !== null;
        return (
          <Group key={message.id ?? index} justify={mine ? 'flex-end' : 'flex-start'}>
            <Paper p="xs" radius="md" bg={mine ? 'brand.1' : 'gray.1'} maw="75%" data-from={mine ? 'me' : 'guide'}>
              <Text size="sm">{message.content}</Text>
              {message.createTime ? (
                <Text size="xs" c="dimmed">
                  {message.createTime}
                </Text>
              ) : null}
            </Paper>
          </Group>
        );
      })}
    </>
  );
}
