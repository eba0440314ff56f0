/**
 * Every route of spec §2 with its pattern (`path`) and a link builder (`href`). Components link
 * through this object only, so a route is spelled once.
 */

type QueryValue = string | number | readonly (string | number)[] | null | undefined;

/** A query string without empty values; arrays comma-joined (`categoryIds=1,2`). */
function withQuery(pathname: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export interface ProductListQuery {
  keyword?: string;
  date?: string;
  cityId?: number | string;
  categoryIds?: readonly (number | string)[] | string;
}

export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  productList: {
    path: '/productList',
    href: (query: ProductListQuery = {}) =>
      withQuery('/productList', {
        keyword: query.keyword,
        date: query.date,
        cityId: query.cityId,
        categoryIds: query.categoryIds,
      }),
  },
  productInfo: { path: '/productInfo/:id', href: (id: number | string) => `/productInfo/${id}` },
  product: { path: '/product/:id', href: (id: number | string) => `/product/${id}` },
  userCart: { path: '/userCart', href: () => '/userCart' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  personalCenter: {
    path: '/personalCenter/:tab?',
    href: (tab?: number | string, query: Record<string, QueryValue> = {}) =>
      withQuery(tab === undefined ? '/personalCenter' : `/personalCenter/${tab}`, query),
  },
  orderInfo: {
    path: '/orderInfo/:id',
    href: (id: number | string, type?: number | string) => withQuery(`/orderInfo/${id}`, { type }),
  },
  orderInfoRequestRefund: { path: '/orderInfoRequestRefund/:id', href: (id: number | string) => `/orderInfoRequestRefund/${id}` },
  orderWaitingRefund: { path: '/orderWaitingRefund/:id', href: (id: number | string) => `/orderWaitingRefund/${id}` },
  orderInfoEvaluate: { path: '/orderInfoEvaluate/:id', href: (id: number | string) => `/orderInfoEvaluate/${id}` },
  article: { path: '/article', href: (id: number | string) => withQuery('/article', { id }) },
  blog: { path: '/Blog', href: (cityId?: number | string) => withQuery('/Blog', { cityId }) },
  blogInfo: { path: '/BlogInfo/:id', href: (id: number | string) => `/BlogInfo/${id}` },
  settled: { path: '/Settled', href: () => '/Settled' },
  aboutUs: { path: '/aboutUs', href: () => '/aboutUs' },
  guide: { path: '/guide', href: (merchantId: number | string) => withQuery('/guide', { id: merchantId }) },
} as const;
