/** The static sample content of the cart screens (spec §2: no calls). */
export const CART_SAMPLE = {
  title: 'West Lake sunrise cycling tour',
  picUrl: '/media/tour-1.svg',
  date: '2030-05-12',
  time: '09:00',
  duration: '2-4h',
  adults: 2,
  children: 1,
  language: 'English',
  symbol: '$',
  adultPrice: 45,
  childPrice: 20,
} as const;

export const cartTotal = (adults: number, children: number) => adults * CART_SAMPLE.adultPrice + children * CART_SAMPLE.childPrice;
