import { Avatar, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { guideProfileOptions } from '../../api/guides';
import { HtmlContent } from '../../components/html-content';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { ReviewList } from '../../components/review-list';
import { StarScore } from '../../components/star-score';
import { StructuredData } from '../../components/structured-data';
import { TourCard } from '../../components/tour-card';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { usePageAddresses } from '../../lib/site-address';
import { guidePageMeta } from './guide-page-meta';
import { guideStructuredData } from './guide-structured-data';

/** /guide?id={merchantId}: the public profile (spec §2 Guide profile). A failure is not toasted (spec §8); the page shows it with Retry. */
export function GuidePage() {
  const { t } = useTranslation(['guide', 'common']);
  const language = useLanguage();
  const merchantId = Number(useSearchParams()[0].get('id'));
  const profile = useQuery({ ...guideProfileOptions(merchantId), enabled: merchantId > 0 });
  const addresses = usePageAddresses();
  return (
    <>
      <PageMeta {...guidePageMeta(profile.data)} />
      {profile.data ? (
        <StructuredData
          things={guideStructuredData(
            profile.data,
            addresses.canonical,
            addresses.origin,
            byLanguage(language, profile.data.cityEn, profile.data.cityCn),
          )}
        />
      ) : null}
      <QueryView query={profile} notFound={t('guide:notFound')}>
        {(guide) => (
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
                <HtmlContent policy="editorial" html={guide.description} />
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
                <ReviewList reviews={guide.merchantView} sayWhenEmpty />
              </Stack>
            </Stack>
          </Container>
        )}
      </QueryView>
    </>
  );
}
