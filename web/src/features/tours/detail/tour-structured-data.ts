import { PriceModel, type ProductDetail } from '@tours/contract';
import type { Thing } from '../../../lib/structured-data/schema-org';
import { webAddresses } from '../../../lib/web-address';

export interface TourPageFacts {
  product: ProductDetail;
  /** The ISO 4217 code of the price's currency; unknown, the page gives no offer rather than a wrong one. */
  currencyCode: string | undefined;
  addresses: { tour: string; home: string; tours: string; origin: string };
  names: { home: string; tours: string };
}

/**
 * The tour as the page shows it: its name, introduction and pictures, the price it shows (per group or per person,
 * spec §3's model), its rating only when there are reviews (a default score is no rating), and where it sits in the
 * shop (home, tours, the tour).
 */
export function tourStructuredData({ product, currencyCode, addresses, names }: TourPageFacts): Thing[] {
  const pictures = product.sliderPicUrls.length > 0 ? product.sliderPicUrls : [product.picUrl];
  const price = product.model === PriceModel.Group ? product.teamPrice : product.adultPrice;
  const tour: Thing = {
    '@type': 'Product',
    name: product.name,
    description: product.introduction,
    image: webAddresses(pictures, addresses.origin),
    sku: String(product.id),
    url: addresses.tour,
    ...(product.merchantName ? { brand: { '@type': 'Brand', name: product.merchantName } } : {}),
    ...(currencyCode && price !== null && price !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            price: Number(price),
            priceCurrency: currencyCode,
            availability: 'https://schema.org/InStock',
            url: addresses.tour,
          },
        }
      : {}),
    ...(product.review > 0 && product.score !== null && product.score !== undefined
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.score,
            reviewCount: product.review,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const trail: Thing = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: names.home, item: addresses.home },
      { '@type': 'ListItem', position: 2, name: names.tours, item: addresses.tours },
      { '@type': 'ListItem', position: 3, name: product.name, item: addresses.tour },
    ],
  };
  return [tour, trail];
}
