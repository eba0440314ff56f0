import { Button, Card, Container, Group, Image, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@tours/contract';
import { REVIEW_SCORE_DEFAULT } from '@tours/contract/constants';
import { envelopeMessage } from '@tours/contract/routes';
import { messages } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { orderDetailOptions } from '../../api/orders';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { StarScore } from '../../components/star-score';
import { notifySuccess } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useAddReview } from './api';
import { buildReviewPayload, type ReviewScores } from './review-payload';
import { ReviewUploads } from './review-uploads';
import { ScoreRating } from './score-rating';

const defaults: ReviewScores = {
  guideScores: REVIEW_SCORE_DEFAULT,
  transportationScores: REVIEW_SCORE_DEFAULT,
  priceScores: REVIEW_SCORE_DEFAULT,
};

/** /orderInfoEvaluate/:id: three scores (default 5), text, uploads; no validation (spec §5). Success -> tab 4. */
export function OrderReviewPage() {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const order = useQuery({ ...orderDetailOptions(id), enabled: id > 0 });
  const [scores, setScores] = useState(defaults);
  const [content, setContent] = useState('');
  const [uploads, setUploads] = useState<string[]>([]);
  const score = (key: keyof ReviewScores) => (value: number) => setScores((previous) => ({ ...previous, [key]: value }));
  const review = useAddReview({
    onSuccess: (body) => {
      notifySuccess(envelopeMessage(body) || messages.success);
      navigate(paths.personalCenter.href(4));
    },
  });
  const submit = (current: Order) => review.mutate(buildReviewPayload(current, scores, content, uploads));

  return (
    <>
      <PageMeta page="orderReview" />
      <QueryView query={order} notFound={t('notFound')}>
        {(current) => (
          <Container size="md" py="lg">
            <Stack>
              <Title order={1}>{t('title')}</Title>
              {current.items.map((item) => (
                <Card key={item.id} withBorder radius="md" component="article" aria-label={item.spuName}>
                  <Group wrap="nowrap" align="flex-start">
                    <Image src={item.picUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
                    <Stack gap={2}>
                      <Text fw={700}>{item.spuName}</Text>
                      <StarScore score={item.score} size="xs" />
                      <Text size="sm">
                        {t('item', {
                          date: item.reservationDate,
                          time: item.reservationTime,
                          adults: item.adultCount,
                          children: item.childCount,
                        })}
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              ))}
              <Title order={2} size="h4">
                {t('satisfaction')}
              </Title>
              <ScoreRating label={t('criteria.guide')} value={scores.guideScores} onChange={score('guideScores')} />
              <ScoreRating
                label={t('criteria.transportation')}
                value={scores.transportationScores}
                onChange={score('transportationScores')}
              />
              <ScoreRating label={t('criteria.value')} value={scores.priceScores} onChange={score('priceScores')} />
              <Textarea
                label={t('content')}
                placeholder={t('placeholder')}
                rows={5}
                value={content}
                onChange={(e) => setContent(e.currentTarget.value)}
              />
              <ReviewUploads uploads={uploads} onChange={setUploads} />
              <Group>
                <Button onClick={() => submit(current)} loading={review.isPending}>
                  {t('submit')}
                </Button>
              </Group>
            </Stack>
          </Container>
        )}
      </QueryView>
    </>
  );
}
