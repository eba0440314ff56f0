import { Badge, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOrderChangesFromOtherTabs } from '../../../api/order-changes';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { pageNumber, useListState } from '../../../lib/use-list-state';
import { myOrdersOptions } from './api';
import { OrderCard } from './order-card';
import { ORDER_FILTERS } from './order-filters';

/** Tab 2: orders by status with count badges above 0, paged by 10; the status and the page live in the URL (?status=10&page=2). */
export function MyOrdersTab() {
  const { t } = useTranslation('account');
  const [list, setList] = useListState({ status: '', page: '1' });
  const filter = (ORDER_FILTERS.find((f) => f.status === list.status) ?? ORDER_FILTERS[0]).key;
  const page = pageNumber(list.page);
  // Orders are paid and refunded in other tabs and by the back office: coming back to this tab asks again, and so does
  // another tab's announcement (lib/order-changes.ts); the shop's default is not to (app/query-client.ts).
  const orders = useQuery({
    ...myOrdersOptions({ pageNo: page, filter }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
  useOrderChangesFromOtherTabs();
  const data = orders.data;
  const choose = (value: string | null) => {
    const next = ORDER_FILTERS.find((f) => f.key === value);
    if (next) setList({ status: next.status });
  };
  const setPage = (next: number) => setList({ page: String(next) });
  return (
    <Stack>
      <Tabs value={filter} onChange={choose} variant="pills">
        <Tabs.List aria-label={t('orders.filters')}>
          {ORDER_FILTERS.map((f) => {
            const count = f.countKey && data ? data[f.countKey] : 0;
            return (
              <Tabs.Tab
                key={f.key}
                value={f.key}
                rightSection={
                  count > 0 ? (
                    <Badge size="sm" circle aria-label={t('orders.count', { count })}>
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {t(`orders.filter.${f.key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      {filter === 'unpaid' ? (
        <Text size="sm" c="dimmed">
          {t('orders.unpaidHoldNote')}
        </Text>
      ) : null}
      <QueryView query={orders} isEmpty={(result) => result.page.total === 0} empty={<Text c="dimmed">{t('orders.empty')}</Text>}>
        {(result) => (
          <Stack>
            {result.page.list.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
            <Pagination page={page} total={result.page.total} onChange={setPage} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
