import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { ReviewList } from '../../../components/review-list';
import { useListState } from '../../../lib/use-list-state';
import { tourReviewsOptions } from '../api';
import { DescriptionSection } from './description-section';
import { REVIEW_LIST_DEFAULTS, reviewPageOf } from './review-page';

export function TourReviews({ spuId }: { spuId: number }) {
  const { t } = useTranslation('tours');
  const [state, setState] = useListState(REVIEW_LIST_DEFAULTS);
  const page = reviewPageOf(state);
  const reviews = useQuery({
    ...tourReviewsOptions(spuId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <DescriptionSection title={t('detail.reviews')}>
      <QueryView query={reviews} loading={null}>
        {(result) => (
          <>
            <ReviewList reviews={result.list} sayWhenEmpty />
            <Pagination page={page} total={result.total} onChange={(next) => setState({ reviewPage: String(next) })} />
          </>
        )}
      </QueryView>
    </DescriptionSection>
  );
}
