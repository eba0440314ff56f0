import { useQuery } from '@tanstack/react-query';
import { cityListOptions } from '../../api/cities';
import { type QueryFailure, queryFailure } from '../../components/inline-failure';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** Hard-coded sample content (spec §1): regions and the cities shown under them, by English name. */
const regions = [
  { key: 'asia', cities: ['Beijing', 'Shanghai', 'Hangzhou', 'Tokyo'] },
  { key: 'europe', cities: ['Paris', 'Rome', 'London'] },
  { key: 'americas', cities: ['New York', 'Vancouver'] },
] as const;

interface DestinationCity {
  id: number;
  name: string;
  href: string;
}

/** Why a destinations menu has no regions to show yet: its city list is on its way, or failed (with Retry). */
export interface DestinationsStatus {
  loading: boolean;
  failure?: QueryFailure;
}

export interface DestinationRegion {
  key: (typeof regions)[number]['key'];
  cities: DestinationCity[];
}

/**
 * The destinations menu (desktop mega-menu and phone drawer). Each city links to the tour list filtered
 * by its id, so the link works in both languages (a keyword search by a Chinese name finds nothing).
 * A city the shop does not sell (Rome and Vancouver are not in the seed's city list) is left out rather than
 * leading to an empty list: adding cities to the seed would move every seeded tour to another city and
 * shift the ids the pacts and tests rely on.
 */
export function useDestinations(): { regions: DestinationRegion[]; status: DestinationsStatus } {
  const language = useLanguage();
  const query = useQuery(cityListOptions());
  const cities = query.data?.list ?? [];
  const failure = queryFailure(query);
  const status: DestinationsStatus = { loading: query.data === undefined && failure === undefined, failure };
  const shown = regions
    .map((region) => ({
      key: region.key,
      cities: region.cities.flatMap((english) => {
        const city = cities.find((c) => c.englishName === english);
        if (!city) return [];
        const name = byLanguage(language, city.englishName, city.chineseName);
        return [{ id: city.id, name, href: paths.productList.href({ cityId: city.id }) }];
      }),
    }))
    .filter((region) => region.cities.length > 0);
  return { regions: shown, status };
}
