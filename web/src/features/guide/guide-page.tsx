import { Avatar, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callQueryOptions } from '../../api/query';
import { HtmlContent } from '../../components/html-content';
import { PageLoader } from '../../components/page-loader';
import { ReviewItem } from '../../components/review-item';
import { StarScore } from '../../components/star-score';
import { TourCard } from '../../components/tour-card';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** /guide?id={merchantId}: the public profile (spec §2 Guide profile). Failures are silent (spec §8). */
export function GuidePage() {
  const { t } = useTranslation(['guide', 'common']);
  const language = useLanguage();
  const merchantId = Number(useSearchParams()[0].get('id'));
  const profile = useQuery({ ...callQueryOptions('member.merchant.detail.check', { merchantId }), enabled: merchantId > 0 });
  const guide = profile.data;
  if (profile.isError || !(merchantId > 0)) {
    return (
      <Container py="xl">
        <Text c="dimmed">{t('guide:notFound')}</Text>
      </Container>
    );
  }
  if (!guide) return <PageLoader />;
  return (
    <Container py="lg">
      <Stack gap="xl">
        <Group gap="lg" component="header">
          <Avatar src={guide.logo} alt={t('guide:logo', { name: guide.name })} size={96} radius={96} />
          <Stack gap={4}>
            <Title order={1}>{guide.name}</Title>
            <Group gap="md">
              <StarScore score={guide.scores} />
              <Text size="sm">{t('common:tour.reviews', { count: guide.reviews })}</Text>
              <Text size="sm">{byLanguage(language, guide.cityEn, guide.cityCn)}</Text>
            </Group>
          </Stack>
        </Group>
        <Stack gap="xs" component="section" aria-label={t('guide:aboutMe')}>
          <Title order={2}>{t('guide:aboutMe')}</Title>
          <HtmlContent html={guide.description} />
        </Stack>
        <Stack gap="xs" component="section" aria-label={t('guide:myRouter')}>
          <Title order={2}>{t('guide:myRouter')}</Title>
          {guide.merchantRouter.length === 0 ? <Text c="dimmed">{t('guide:noTours')}</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {guide.merchantRouter.map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap={0} component="section" aria-label={t('guide:reviewsTitle')}>
          <Title order={2}>{t('guide:reviewsTitle')}</Title>
          {guide.merchantView.length === 0 ? <Text c="dimmed">{t('guide:noReviews')}</Text> : null}
          {guide.merchantView.map((review) => (
            <ReviewItem
              key={`${review.userNickname}-${review.commentTime}`}
              avatar={review.userAvatar}
              nickname={review.userNickname}
              time={review.commentTime}
              score={review.scores}
              html={review.content}
              pictures={review.picUrls}
              picturesLabel={t('guide:reviewPictures')}
            />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
