import { guideProfileOptions } from '../../api/guides';
import type { FirstScreenQueries } from '../../lib/first-screen';

/** /guide?id=: the guide's public profile. */
export const guideFirstScreen: FirstScreenQueries = ({ searchParams }) => {
  const merchantId = Number(searchParams.get('id'));
  return merchantId > 0 ? [guideProfileOptions(merchantId)] : [];
};
