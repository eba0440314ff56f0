import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { pageNumber, useListState } from '../../../lib/use-list-state';
import { myReviewsOptions } from './api';
import { MyReviewCard } from './my-review-card';

/** Tab 4: the customer's reviews, paged by 10. */
export function MyReviewsTab() {
  const { t } = useTranslation('account');
  const [list, setList] = useListState({ page: '1' });
  const page = pageNumber(list.page);
  const setPage = (next: number) => setList({ page: String(next) });
  const reviews = useQuery(myReviewsOptions(page));
  return (
    <QueryView query={reviews} isEmpty={(data) => data.total === 0} empty={<Text c="dimmed">{t('reviews.empty')}</Text>}>
      {(data) => (
        <Stack>
          {data.list.map((review) => (
            <MyReviewCard key={`${review.id ?? review.commentTime}-${review.spuInformation.name}`} review={review} />
          ))}
          <Pagination page={page} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
  );
}
