import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Blog } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarScore } from '../../components/star-score';
import { paths } from '../../lib/paths';

type Activity = NonNullable<Blog['spuInformation']>;

/** Picture, name, score, duration in hours and sales as bookings, linking to the tour (spec §2). */
export function BlogActivityCard({ activity }: { activity: Activity }) {
  const { t } = useTranslation(['blog', 'common']);
  return (
    <Card withBorder padding="sm" component="aside" aria-label={t('blog:detail.activity')}>
      <Group wrap="nowrap" align="flex-start">
        <Image src={activity.picUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
        <Stack gap={4}>
          <Anchor component={Link} to={paths.productInfo.href(activity.id)} fw={700}>
            {activity.name}
          </Anchor>
          <StarScore score={activity.score} size="xs" />
          <Text size="sm">
            {t('common:tour.hours', { count: activity.duration })} · {t('common:tour.bookings', { count: activity.salesCount })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
