import { Card, Group, Image, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MyReview } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/html-content';
import { StarScore } from '../../../components/star-score';

function Score({ label, value }: { label: string; value: number }) {
  return (
    <Group gap="xs" role="img" aria-label={`${label}: ${value}`}>
      <Text size="sm">{label}</Text>
      <Rating value={value} readOnly size="sm" />
    </Group>
  );
}

/** One of my reviews: the three scores, the sanitized content, pictures and the tour it was about. */
export function MyReviewCard({ review }: { review: MyReview }) {
  const { t } = useTranslation('account');
  const tour = review.spuInformation;
  return (
    <Card withBorder radius="md" component="article" aria-label={tour.name}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          <Image src={tour.picUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
          <Stack gap={2}>
            <Text fw={700}>{tour.name}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {tour.introduction}
            </Text>
            <StarScore score={tour.scores} size="xs" />
            <Text size="sm">{t('reviews.tourFacts', { hours: tour.duration, bookings: tour.book })}</Text>
          </Stack>
        </Group>
        <Group gap="lg">
          <Score label={t('reviews.guide')} value={review.guideScores} />
          <Score label={t('reviews.transportation')} value={review.transportationScores} />
          <Score label={t('reviews.value')} value={review.priceScores} />
        </Group>
        <HtmlContent policy="user" html={review.content} />
        {review.picUrls.length > 0 ? (
          <SimpleGrid cols={{ base: 3, sm: 6 }}>
            {review.picUrls.map((url) => (
              <Image key={url} src={url} alt="" h={72} radius="sm" fit="cover" />
            ))}
          </SimpleGrid>
        ) : null}
        <Text size="xs" c="dimmed">
          {review.commentTime}
        </Text>
      </Stack>
    </Card>
  );
}
