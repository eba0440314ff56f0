import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../../api/query';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { MyReviewCard } from './my-review-card';

/** Tab 4: the customer's reviews, paged by 10. */
export function MyReviewsTab() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const reviews = useQuery(callQueryOptions('member.product.comment.user.page', { pageNo: page, pageSize: PAGE_SIZE }));
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
