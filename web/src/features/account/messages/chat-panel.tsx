import { Button, Card, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MessageThread } from '@tours/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { messageHistoryOptions, useSendMessage } from './api';

/** While a chat is open it is re-read this often, so the guide's reply shows up by itself. */
export const CHAT_POLL_MS = 4_000;

export interface ChatPanelProps {
  merchantId: number;
  /** Absent until the first message to this guide opens the thread (content.create). */
  thread: MessageThread | undefined;
}

export function ChatPanel({ merchantId, thread }: ChatPanelProps) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const history = useQuery({
    ...messageHistoryOptions(thread?.id ?? 0),
    enabled: thread !== undefined,
    refetchInterval: CHAT_POLL_MS,
  });
  const sending = useSendMessage({ thread, merchantId }, { onSuccess: () => setText('') });
  const send = () => {
    const content = text.trim();
    if (content) sending.mutate(content);
  };
  return (
    <Card withBorder radius="md">
      <Stack>
        <Text fw={700}>{thread?.merchantName ?? t('messages.newThread')}</Text>
        <ScrollArea h={320} type="auto" offsetScrollbars="y">
          <Stack gap="xs" role="log" aria-label={t('messages.chat')}>
            <QueryView query={history} loading={null} minHeight={120}>
              {({ list }) => (
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
              )}
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
