import { Card, Image, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { City } from '@tours/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryListOptions } from '../../api/categories';
import { QueryView } from '../../components/query-view';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { HomeSection } from './home-section';
import { ScrollRow } from './scroll-row';

/** Categories, each linking to the list filtered by category and the chosen city (spec §2 Home). */
export function TourTypes({ cities }: { cities: readonly City[] }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const categories = useQuery(categoryListOptions());
  const [cityId, setCityId] = useState<string | null>(null);
  return (
    <HomeSection title={t('types.title')}>
      <Select
        label={t('types.city')}
        placeholder={t('types.allCities')}
        data={cities.map((c) => ({ value: String(c.id), label: byLanguage(language, c.englishName, c.chineseName) }))}
        value={cityId}
        onChange={setCityId}
        clearable
        maw={260}
      />
      <QueryView query={categories} loading={null}>
        {(list) => (
          <ScrollRow columns={{ sm: 3, lg: 6 }} phoneCardWidth="38%">
            {list.map((category) => {
              const name = byLanguage(language, category.nameEn, category.name);
              return (
                <Card
                  key={category.id}
                  component={Link}
                  to={paths.productList.href({ categoryIds: [category.id], cityId: cityId ?? undefined })}
                  withBorder
                  padding="xs"
                  aria-label={name}
                >
                  <Card.Section>
                    <Image src={category.picUrl} alt="" loading="lazy" h={90} fit="cover" />
                  </Card.Section>
                  <Text fw={600} ta="center" mt="xs" size="sm">
                    {name}
                  </Text>
                </Card>
              );
            })}
          </ScrollRow>
        )}
      </QueryView>
    </HomeSection>
  );
}
