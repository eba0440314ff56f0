import { categoryListOptions } from '../../api/categories';
import { cityListOptions } from '../../api/cities';
import type { FirstScreenQueries } from '../../lib/first-screen';
import { didYouKnowOptions, homeBannersOptions, recommendedToursOptions } from './api';

/** Home: banners, recommended cities, Popular and New Routes, tour types and the blog teaser. */
export const homeFirstScreen: FirstScreenQueries = ({ currencyId, language }) => [
  homeBannersOptions(),
  cityListOptions(true),
  recommendedToursOptions('hot', currencyId, language),
  recommendedToursOptions('new', currencyId, language),
  categoryListOptions(),
  didYouKnowOptions(language),
];
