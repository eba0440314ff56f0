import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions, invalidateCall } from '../../../api/query';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import { TourCard } from '../../../components/tour-card';

/** Tab 3: favourites as cards; un-favouriting one reloads the list. */
export function CollectionTab() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const favourites = useQuery(callQueryOptions('member.favorite.list', { pageNo: page, pageSize: PAGE_SIZE }));
  const data = favourites.data;
  if (!data) return <PageLoader />;
  return (
    <Stack>
      {data.list.length === 0 ? <Text c="dimmed">{t('collection.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data.list.map((item) => (
          <TourCard
            key={item.spuId}
            tour={{ ...item, id: item.spuId, isCollect: true }}
            onFavouriteChange={(collected) => (collected ? undefined : void invalidateCall(queryClient, 'member.favorite.list'))}
          />
        ))}
      </SimpleGrid>
      <Pagination page={page} total={data.total} onChange={setPage} />
    </Stack>
  );
}
