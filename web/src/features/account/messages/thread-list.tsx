import { Avatar, Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import type { MessageThread } from '@tours/contract';
import { useTranslation } from 'react-i18next';

export interface ThreadListProps {
  threads: MessageThread[];
  selectedMerchantId: number | null;
  onSelect: (merchantId: number) => void;
}

/** One thread per guide, with the latest message, its time and the unread count. */
export function ThreadList({ threads, selectedMerchantId, onSelect }: ThreadListProps) {
  const { t } = useTranslation('account');
  if (threads.length === 0) return <Text c="dimmed">{t('messages.noThreads')}</Text>;
  return (
    <Stack component="ul" gap={4} aria-label={t('messages.threads')} p={0} m={0} style={{ listStyle: 'none' }}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <NavLink
            active={thread.merchantId === selectedMerchantId}
            onClick={() => onSelect(thread.merchantId)}
            leftSection={<Avatar src={thread.merchantLogo || null} radius="xl" alt="" />}
            label={
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {thread.merchantName}
                </Text>
                {thread.noReadCount > 0 ? (
                  <Badge size="sm" color="red" aria-label={t('messages.unread', { count: thread.noReadCount })}>
                    {thread.noReadCount}
                  </Badge>
                ) : null}
              </Group>
            }
            description={
              <>
                <Text size="xs" truncate component="span" display="block">
                  {thread.messageContent}
                </Text>
                <Text size="xs" c="dimmed" component="span">
                  {thread.lastestTime}
                </Text>
              </>
            }
          />
        </li>
      ))}
    </Stack>
  );
}
