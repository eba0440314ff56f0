import type { CallName } from '@tours/contract';

/**
 * Calls that never change a world: they run on the plain state at full speed and save nothing, in the
 * Node mock's --state-file and in the browser preview's IndexedDB alike.
 * test/persistence-reads.test.ts proves each leaves its world as it was; any call not listed is
 * treated as a write, so forgetting one here costs speed, never data.
 */
export const READ_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'product.search',
  'product.detail',
  'product.appointment',
  'category.list',
  'ad.list',
  'city.list',
  'currency.check',
  'language.check',
  'dict-data.list',
  'country',
  'article.list',
  'article.detail',
  'content.list',
  'blog.list',
  'member.info',
  'member.favorite.list',
  'trade.order.page',
  'trade.order.get-detail',
  'member.bankcard.page',
  'member.product.comment.page',
  'member.product.comment.user.page',
  'member.merchant.detail.check',
  'member.my.message.list',
]);
