import type { MerchantProfile } from '@tours/contract';
import { absoluteAddress, type Thing, textOf } from '../../lib/structured-data/schema-org';

/** A guide (a company or a person who applied as a merchant) as their page shows them: name, logo, about, city. */
export function guideStructuredData(guide: MerchantProfile, address: string, origin: string, city: string): Thing[] {
  const about = textOf(guide.description);
  return [
    {
      '@type': 'Organization',
      name: guide.name,
      url: address,
      ...(guide.logo ? { logo: absoluteAddress(guide.logo, origin) } : {}),
      ...(about ? { description: about } : {}),
      ...(city ? { address: { '@type': 'PostalAddress', addressLocality: city } } : {}),
    },
  ];
}
