import type { ProductDetail } from '@tours/contract';
import type { PageMetaProps } from '../../../components/page-meta-tags';

/**
 * What a tour's page names itself by (components/page-meta-tags.ts): its name, introduction and pictures once its
 * detail is here, the screen's defaults until then. The page and the shell sent when it could not be drawn read it.
 */
export const tourPageMeta = (product: ProductDetail | undefined): PageMetaProps => ({
  page: 'tourDetail',
  title: product?.name,
  description: product?.introduction,
  pictures: product ? [product.picUrl, ...product.sliderPicUrls] : [],
});
