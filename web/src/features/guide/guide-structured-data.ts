import type { MerchantProfile } from '@tours/contract';
import { type Thing, textOf } from '../../lib/structured-data/schema-org';
import { webAddress } from '../../lib/web-address';

/** A guide (a company or a person who applied as a merchant) as their page shows them: name, logo, about, city. */
export function guideStructuredData(guide: MerchantProfile, address: string, origin: string, city: string): Thing[] {
  const about = textOf(guide.description);
  const logo = guide.logo ? webAddress(guide.logo, origin) : null;
  return [
    {
      '@type': 'Organization',
      name: guide.name,
      url: address,
      ...(logo ? { logo } : {}),
      ...(about ? { description: about } : {}),
      ...(city ? { address: { '@type': 'PostalAddress', addressLocality: city } } : {}),
    },
  ];
}
