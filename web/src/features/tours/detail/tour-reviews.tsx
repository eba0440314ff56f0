import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../../api/query';
import { Pagination } from '../../../components/pagination';
import { ReviewItem } from '../../../components/review-item';
import { DescriptionSection } from './description-section';

export function TourReviews({ spuId }: { spuId: number }) {
  const { t } = useTranslation('tours');
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...callQueryOptions('member.product.comment.page', { spuId, pageNo: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const list = reviews.data?.list ?? [];
  return (
    <DescriptionSection title={t('detail.reviews')}>
      <Stack gap={0}>
        {reviews.isSuccess && list.length === 0 ? <Text c="dimmed">{t('detail.noReviews')}</Text> : null}
        {list.map((review, index) => (
          <ReviewItem
            key={review.id ?? `${review.userNickname}-${index}`}
            avatar={review.userAvatar}
            nickname={review.userNickname}
            time={review.commentTime}
            score={review.scores}
            html={review.cotent}
            pictures={review.picUrls}
            picturesLabel={t('detail.reviewPictures')}
          />
        ))}
      </Stack>
      <Pagination page={page} total={reviews.data?.total ?? 0} onChange={setPage} />
    </DescriptionSection>
  );
}
