import { Skeleton } from '@mantine/core';
import type { City } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { pictureSrc, showPictureFallback } from '../../lib/picture-fallback';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { HomeSection } from './home-section';
import classes from './recommended-cities.module.css';
import { ScrollRow } from './scroll-row';

/**
 * How many cities the shop features on its home page: while the list is on its way, `loading` shows that
 * many tiles, so the grid has its final rows (two on a laptop, one sideways row on a phone) and nothing below it moves.
 */
const FEATURED_CITIES = 8;
const tileSlots = Array.from({ length: FEATURED_CITIES }, (_, slot) => slot);

/**
 * Each city's picture behind its name, linking to the list filtered by that city. The pictures are fetched lazily: the
 * tiles in view only once the page is laid out, after the stylesheet and the hero's picture they would compete with on a
 * slow link; the rest (the phone's sideways row, the laptop's second row) as they near the window.
 */
export function RecommendedCities({ cities, loading = false }: { cities: readonly City[]; loading?: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <HomeSection title={t('cities.title')} moreLabel={t('cities.more')} moreTo={paths.productList.href()}>
      <ScrollRow columns={{ sm: 3, lg: 6 }} phoneCardWidth="40%">
        {loading
          ? tileSlots.map((slot) => <Skeleton key={slot} h={120} radius="md" />)
          : cities.map((city) => {
              const name = byLanguage(language, city.englishName, city.chineseName);
              return (
                <Link key={city.id} to={paths.productList.href({ cityId: city.id })} className={`${classes.tile} mantine-focus-auto`}>
                  <img className={classes.picture} src={pictureSrc(city.picUrl)} onError={showPictureFallback} alt="" loading="lazy" />
                  <span className={classes.name}>{name}</span>
                </Link>
              );
            })}
      </ScrollRow>
    </HomeSection>
  );
}
