import { articleDetailOptions } from '../../api/articles';
import type { FirstScreenQueries } from '../../lib/first-screen';

/** /article?id=: the article. */
export const articleFirstScreen: FirstScreenQueries = ({ searchParams }) => {
  const id = Number(searchParams.get('id'));
  return id > 0 ? [articleDetailOptions(id)] : [];
};
