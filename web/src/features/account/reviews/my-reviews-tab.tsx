import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../../api/query';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import { MyReviewCard } from './my-review-card';

/** Tab 4: the customer's reviews, paged by 10. */
export function MyReviewsTab() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const reviews = useQuery(callQueryOptions('member.product.comment.user.page', { pageNo: page, pageSize: PAGE_SIZE }));
  const data = reviews.data;
  if (!data) return <PageLoader />;
  return (
    <Stack>
      {data.list.length === 0 ? <Text c="dimmed">{t('reviews.empty')}</Text> : null}
      {data.list.map((review) => (
        <MyReviewCard key={`${review.id ?? review.commentTime}-${review.spuInformation.name}`} review={review} />
      ))}
      <Pagination page={page} total={data.total} onChange={setPage} />
    </Stack>
  );
}
