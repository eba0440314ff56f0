/**
 * The static sample content of the cart screens (spec §2: no calls). Its item is a real tour of the mock's default
 * seed (tour 115, per person, daily at 09:30), with that tour's name, picture and prices, so Checkout Now can check it
 * out and the checkout's quote repeats what the cart shows (e2e/tests/visitor-checks-out-from-the-sample-cart.spec.ts holds
 * them equal). Against another backend the checkout quotes whatever tour has this id.
 */
export const CART_SAMPLE = {
  spuId: 115,
  title: 'Hangzhou Photo Spots Tour',
  picUrl: '/media/tours/hangzhou/8/9/115-1.svg',
  date: '2030-05-12',
  time: '09:30',
  duration: '2-4h',
  adults: 2,
  children: 1,
  language: 'English',
  symbol: '$',
  adultPrice: 40,
  childPrice: 24,
} as const;

export const cartTotal = (adults: number, children: number) => adults * CART_SAMPLE.adultPrice + children * CART_SAMPLE.childPrice;
