import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { currencyOptions } from '../../../api/currencies';
import { StructuredData } from '../../../components/structured-data';
import { paths } from '../../../lib/paths';
import { usePageAddresses } from '../../../lib/site-address';
import { tourStructuredData } from './tour-structured-data';

/** An ISO 4217 code, as schema.org's priceCurrency is; a backend's currency named otherwise gives no offer. */
const ISO_CURRENCY = /^[A-Z]{3}$/;

/** The tour page's structured data; the currency's code comes from the list every page's top bar has asked. */
export function TourStructuredData({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('common');
  const addresses = usePageAddresses();
  const currencies = useQuery(currencyOptions());
  const moneyName = currencies.data?.list.find((currency) => currency.id === product.currencyId)?.moneyName;
  const things = tourStructuredData({
    product,
    currencyCode: moneyName && ISO_CURRENCY.test(moneyName) ? moneyName : undefined,
    addresses: {
      tour: addresses.canonical,
      home: addresses.pageInLanguage(paths.home.href()),
      tours: addresses.pageInLanguage(paths.productList.path),
      origin: addresses.origin,
    },
    names: { home: t('nav.home'), tours: t('nav.tours') },
  });
  return <StructuredData things={things} />;
}
