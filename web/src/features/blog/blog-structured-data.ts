import type { Blog } from '@tours/contract';
import { isoDateTime, shopOrganization, type Thing } from '../../lib/structured-data/schema-org';
import { webAddresses } from '../../lib/web-address';

/** A post as its page shows it: title, introduction, picture and publication time, published by the shop. */
export function blogStructuredData(blog: Blog, address: string, origin: string, shopName: string): Thing[] {
  const published = isoDateTime(blog.createTime);
  const image = webAddresses([blog.picUrl], origin);
  return [
    {
      '@type': 'BlogPosting',
      headline: blog.title,
      description: blog.introduction,
      mainEntityOfPage: address,
      url: address,
      ...(image.length > 0 ? { image } : {}),
      ...(published ? { datePublished: published } : {}),
      keywords: blog.tagNames.join(', '),
      publisher: shopOrganization(shopName, origin),
    },
  ];
}
