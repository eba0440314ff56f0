import { isoDateTime, shopOrganization, type Thing } from '../../lib/structured-data/schema-org';
import { webAddresses } from '../../lib/web-address';

export interface ArticleFacts {
  title: string;
  createTime: string;
  picUrl?: string | null;
}

/** An article (a legal text, a guide to the shop) as its page shows it, published by the shop. */
export function articleStructuredData(article: ArticleFacts, address: string, origin: string, shopName: string): Thing[] {
  const published = isoDateTime(article.createTime);
  const image = webAddresses([article.picUrl], origin);
  return [
    {
      '@type': 'Article',
      headline: article.title,
      mainEntityOfPage: address,
      url: address,
      ...(image.length > 0 ? { image } : {}),
      ...(published ? { datePublished: published } : {}),
      publisher: shopOrganization(shopName, origin),
    },
  ];
}
