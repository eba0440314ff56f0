import type { MerchantProfile } from '@tours/contract';
import type { PageMetaProps } from '../../components/page-meta-tags';

/**
 * What a guide's page names itself by (components/page-meta-tags.ts): their name and logo once the profile is here.
 * The page and the shell sent when it could not be drawn read it.
 */
export const guidePageMeta = (guide: MerchantProfile | undefined): PageMetaProps => ({
  page: 'guide',
  title: guide?.name,
  pictures: [guide?.logo],
});
