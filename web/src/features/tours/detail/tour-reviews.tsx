import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../../api/query';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { ReviewList } from '../../../components/review-list';
import { DescriptionSection } from './description-section';

export function TourReviews({ spuId }: { spuId: number }) {
  const { t } = useTranslation('tours');
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...callQueryOptions('member.product.comment.page', { spuId, pageNo: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <DescriptionSection title={t('detail.reviews')}>
      <QueryView query={reviews} loading={null}>
        {(result) => (
          <>
            <ReviewList reviews={result.list} sayWhenEmpty />
            <Pagination page={page} total={result.total} onChange={setPage} />
          </>
        )}
      </QueryView>
    </DescriptionSection>
  );
}
