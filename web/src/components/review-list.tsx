import { Stack, Text } from '@mantine/core';
import type { MerchantProfile, Review } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from './review-item';

/** A tour's review spells its HTML `cotent`; a guide profile's review spells it `content` (spec §3). */
type ShownReview = Review | MerchantProfile['merchantView'][number];

export interface ReviewListProps {
  reviews: readonly ShownReview[];
  /** Say "No reviews yet." when the list is empty (only once the list has loaded). */
  sayWhenEmpty: boolean;
}

/** Reviews as the tour detail and the guide profile show them, one ReviewItem each. */
export function ReviewList({ reviews, sayWhenEmpty }: ReviewListProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={0}>
      {sayWhenEmpty && reviews.length === 0 ? <Text c="dimmed">{t('reviews.none')}</Text> : null}
      {reviews.map((review, index) => (
        <ReviewItem
          key={('id' in review ? review.id : undefined) ?? `${review.userNickname}-${review.commentTime}-${index}`}
          avatar={review.userAvatar}
          nickname={review.userNickname}
          time={review.commentTime}
          score={review.scores}
          html={'cotent' in review ? review.cotent : review.content}
          pictures={review.picUrls}
          picturesLabel={t('reviews.pictures')}
        />
      ))}
    </Stack>
  );
}
