import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favouriteListOptions } from '../../../api/favourites';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { TourCard } from '../../../components/tour-card';
import { pageNumber, useListState } from '../../../lib/use-list-state';

/** Tab 3: favourites as cards; un-favouriting one reloads the list (the toggle invalidates it). */
export function CollectionTab() {
  const { t } = useTranslation('account');
  const [list, setList] = useListState({ page: '1' });
  const page = pageNumber(list.page);
  const setPage = (next: number) => setList({ page: String(next) });
  const favourites = useQuery(favouriteListOptions(page));
  return (
    <QueryView query={favourites} isEmpty={(data) => data.total === 0} empty={<Text c="dimmed">{t('collection.empty')}</Text>}>
      {(data) => (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.list.map((item) => (
              <TourCard key={item.spuId} tour={{ ...item, id: item.spuId, isCollect: true }} />
            ))}
          </SimpleGrid>
          <Pagination page={page} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
  );
}
