import { Grid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { messageThreadsOptions } from './api';
import { ChatPanel } from './chat-panel';
import { ThreadList } from './thread-list';

/** Tab 6: threads and the chat; `?id=merchantId` opens that guide's thread, or starts one on first send. */
export function MessagesTab() {
  const { t } = useTranslation('account');
  const [search, setSearch] = useSearchParams();
  const threads = useQuery(messageThreadsOptions());
  const requested = Number(search.get('id'));
  const merchantId = Number.isInteger(requested) && requested > 0 ? requested : null;
  return (
    <QueryView query={threads}>
      {(list) => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ThreadList threads={list} selectedMerchantId={merchantId} onSelect={(id) => setSearch({ id: String(id) })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {merchantId === null ? (
              <Text c="dimmed">{t('messages.pick')}</Text>
            ) : (
              <ChatPanel key={merchantId} merchantId={merchantId} thread={list.find((candidate) => candidate.merchantId === merchantId)} />
            )}
          </Grid.Col>
        </Grid>
      )}
    </QueryView>
  );
}
