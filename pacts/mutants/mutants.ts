import { calls, fullPath } from '@tours/contract';
import { eachOf, type Json, type Mutant, onRefusal, onSuccess } from './mutant';
import { SPRING_DEFAULTS } from './spring-defaults';
import { WALLET_LINKS } from './wallet-links';
import { WRONG_TEXTS } from './wrong-texts';

/** Amounts in the smallest unit of their currency, a backend's storage form: 17 becomes 1700. */
const inCents = (record: Json, keys: string[]) => {
  for (const key of keys) if (typeof record?.[key] === 'number') record[key] = Math.round(record[key] * 100);
};

export const MUTANTS: Mutant[] = [
  {
    name: 'every day has the status "BOOKABLE" instead of the Chinese word',
    call: 'product.appointment',
    breaks: 'the calendar shows no day that can be booked',
    change: onSuccess((days) => eachOf(days, (day) => (day.status = 'BOOKABLE'))),
  },
  {
    name: "a day's times are one comma-separated text",
    call: 'product.appointment',
    breaks: 'no time slot to choose',
    change: onSuccess((days) => eachOf(days, (day) => (day.times = day.times.join(',')))),
  },
  {
    name: 'the days come as { list } instead of a list',
    call: 'product.appointment',
    breaks: 'the calendar is empty',
    change: onSuccess((days, body) => (body.data = { list: days })),
  },
  {
    name: 'an order has status 77',
    call: 'trade.order.page',
    breaks: 'My Orders shows the order without its status label or actions',
    change: onSuccess((data) => eachOf(data.page.list, (order) => (order.status = 77))),
  },
  {
    name: 'the tab counts are texts',
    call: 'trade.order.page',
    breaks: 'the count badges of the tabs',
    change: onSuccess((data) => (data.unpaidCount = String(data.unpaidCount))),
  },
  {
    name: 'the orders are missing from the page',
    call: 'trade.order.page',
    breaks: 'My Orders is empty',
    change: onSuccess((data) => delete data.page.list),
  },
  {
    name: 'the order has status 77',
    call: 'trade.order.get-detail',
    breaks: 'the order page shows no status and no actions',
    change: onSuccess((order) => (order.status = 77)),
  },
  {
    name: 'the order status is the text "10"',
    call: 'trade.order.get-detail',
    breaks: 'the order page compares the status with the number 10 and shows no status and no actions',
    change: onSuccess((order) => (order.status = String(order.status))),
  },
  {
    name: 'payStatus is a text ("true", "false")',
    call: 'trade.order.get-detail',
    breaks: 'the text "false" is truthy: an unpaid order reads as paid and loses Pay Now (payStatus may be 1 or 0, not a text)',
    change: onSuccess((order) => (order.payStatus = String(order.payStatus))),
  },
  {
    name: 'the order has no payPrice',
    call: 'trade.order.get-detail',
    breaks: "the order's total",
    change: onSuccess((order) => delete order.payPrice),
  },
  {
    name: "the wallet's displayContent is a URL, not JSON",
    call: 'trade.order.pay.submit',
    breaks: 'paying with the wallet never reaches its approval page',
    change: onSuccess((data) => (data.displayContent = 'https://wallet.example/checkout?token=a1')),
  },
  {
    name: "the wallet's displayContent has no links",
    call: 'trade.order.pay.submit',
    breaks: 'paying with the wallet never reaches its approval page',
    change: (answer, request) =>
      request.includes('payMode=quick') ? onSuccess((data) => (data.displayContent = '{"id":"a1","status":"CREATED"}'))(answer) : answer,
  },
  {
    name: "the wallet's approval link comes first among its links, before self",
    call: 'trade.order.pay.submit',
    harmless: 'the shop follows the link named approve (or payer-action) wherever it stands (web/src/lib/wallet-link.ts)',
    change: (answer, request) =>
      request.includes('payMode=quick')
        ? onSuccess((data) => {
            const payload = JSON.parse(data.displayContent);
            payload.links = [...payload.links].reverse();
            data.displayContent = JSON.stringify(payload);
          })(answer)
        : answer,
  },
  {
    name: 'a refused login answers code 200 with no data',
    call: 'verify.login',
    breaks: 'a wrong password logs nobody in and says nothing: the login form waits for a token that never comes',
    change: onRefusal((body) => {
      body.code = 200;
      delete body.data;
    }),
  },
  {
    name: 'a declined card is refused with code 201 (session invalid)',
    call: 'trade.order.pay.submit',
    breaks: 'the customer is logged out instead of told the card was declined',
    change: onRefusal((body) => (body.code = 201)),
  },
  {
    name: "an approved card's displayContent is not JSON",
    call: 'trade.order.pay.submit',
    harmless: "after a card payment the shop reads only the code, never the card's displayContent",
    change: (answer, request) =>
      request.includes('payMode=card') ? onSuccess((data) => (data.displayContent = 'approved'))(answer) : answer,
  },
  {
    name: "a date the tour does not run is refused with a backend's own code, 1008002000",
    call: 'trade.order.settlement',
    harmless: 'the shop reads any code but 200 and 201 as a refusal and shows its message',
    change: onRefusal((body) => (body.code = 1008002000)),
  },
  {
    name: 'a date the tour does not run is refused with code 201',
    call: 'trade.order.settlement',
    breaks: 'the visitor is sent to log in instead of told the date is not available',
    change: onRefusal((body) => (body.code = 201)),
  },
  {
    name: 'the quote total is a text with its currency symbol ("$207")',
    call: 'trade.order.settlement',
    breaks: 'the total under CHECK reads NaN (an amount may be its text, "207.00", but no more)',
    change: onSuccess((quote) => (quote.price.payPrice = `${quote.currencyInco}${quote.price.payPrice}`)),
  },
  {
    name: 'success is the code "200" as a text',
    call: 'trade.order.settlement',
    breaks: 'every quote is taken as a refusal',
    change: onSuccess((_quote, body) => (body.code = '200')),
  },
  {
    name: 'the new order has no payOrderId',
    call: 'trade.order.create',
    breaks: 'payment cannot start after Firm payment',
    change: onSuccess((order) => delete order.payOrderId),
  },
  {
    name: 'login answers no token',
    call: 'verify.login',
    breaks: 'the customer cannot log in',
    change: onSuccess((data) => delete data.token),
  },
  {
    name: 'login answers HTTP 500 around the same envelope',
    call: 'verify.login',
    breaks: 'the shop takes the answer as a server failure',
    change: (answer) => ({ ...answer, status: 500 }),
  },
  {
    name: 'a valid token is answered 201 (session invalid)',
    call: 'member.info',
    breaks: 'every customer is logged out on every page',
    change: onSuccess((_data, body) => (body.code = 201)),
  },
  {
    name: 'an unknown token is answered 200',
    call: 'member.info',
    breaks: 'an expired session looks alive and every member call then fails',
    change: onRefusal((body) => {
      body.code = 200;
      body.data = {};
    }),
  },
  {
    name: 'the tour\'s adultPrice is written with a decimal comma ("89,00")',
    call: 'product.detail',
    breaks: 'the price on the tour page reads NaN',
    change: onSuccess((tour) => (tour.adultPrice = Number(tour.adultPrice).toFixed(2).replace('.', ','))),
  },
  {
    name: 'the tour page is answered as text/html',
    call: 'product.detail',
    breaks: "the storefront's server passes only JSON from the backend, so the tour page fails in production",
    change: (answer) => ({ ...answer, contentType: 'text/html; charset=utf-8' }),
  },
  {
    name: 'the tour has a field the shop does not know',
    call: 'product.detail',
    harmless: 'the shop reads the fields it knows and ignores others',
    change: onSuccess((tour) => (tour.promotionBadge = 'NEW')),
  },
  {
    name: 'the search answers { list } instead of a list',
    call: 'product.search',
    breaks: 'the tour list and the home rows are empty',
    change: onSuccess((tours, body) => (body.data = { list: tours })),
  },
  {
    name: 'a tour of the search has no id',
    call: 'product.search',
    breaks: 'tour cards link nowhere',
    change: onSuccess((tours) => eachOf(tours, (tour) => delete tour.id)),
  },
  {
    name: 'a search row\'s team price is a text with its currency ("USD 480")',
    call: 'product.search',
    breaks: 'team tours show NaN as their price on their cards',
    change: onSuccess((tours) => eachOf(tours, (tour) => (tour.teamPrice = `USD ${tour.teamPrice ?? 480}`))),
  },
  {
    name: "a search row's score is missing",
    call: 'product.search',
    breaks: 'every tour card shows the default score (3.5) instead of its own: an absent score reads as none yet',
    change: onSuccess((tours) => eachOf(tours, (tour) => delete tour.score)),
  },
  {
    name: "an order's pay time is a number",
    call: 'trade.order.page',
    breaks: "the order's facts show a number of milliseconds as its pay time",
    change: onSuccess((data) => eachOf(data.page.list, (order) => (order.payTime = 1763632931000))),
  },
  {
    name: 'a blog post has no content',
    call: 'blog.detail',
    breaks: 'the post page shows a title and no text',
    change: onSuccess((blog) => delete blog.content),
  },
  {
    name: 'the blog list has no total',
    call: 'blog.list',
    breaks: "the blog's paging",
    change: onSuccess((data) => delete data.total),
  },
  {
    name: 'the currency list is empty',
    call: 'currency.check',
    breaks: 'no currency to choose and no symbol for prices',
    change: onSuccess((data) => (data.list = [])),
  },
  {
    name: 'a thread has no merchantName',
    call: 'member.my.message.list',
    breaks: 'the message threads have no names',
    change: onSuccess((threads) => eachOf(threads, (thread) => delete thread.merchantName)),
  },
  {
    name: 'the footer articles come as an object instead of a list',
    call: 'article.list',
    breaks: 'the footer is empty',
    change: onSuccess((data) => (data.list = { ...data.list })),
  },
  {
    name: 'a tour type has no name',
    call: 'category.list',
    breaks: 'the tour types on the home page and in the filter have no names',
    change: onSuccess((categories) => eachOf(categories, (category) => delete category.nameEn)),
  },
  {
    name: 'the body is not JSON',
    call: 'city.list',
    breaks: 'the cities on the home page and in the filter fail to load',
    change: (answer) => ({ ...answer, body: '<html>Bad gateway</html>' }),
  },
  {
    name: "member/info answers only spec §7's result (currencyId, languageId, language)",
    call: 'member.info',
    breaks: 'the Basic information form is empty and the header has no name',
    departure: 'docs/backend-questions.md row 31',
    change: onSuccess((member, body) => {
      body.data = { currencyId: member.currencyId, languageId: member.languageId, language: member.language };
    }),
  },
  {
    name: 'the guide\'s tours carry only their id (spec §3: "products with id")',
    call: 'member.merchant.detail.check',
    breaks: "the guide page's tour cards have no name, picture or price",
    departure: 'docs/backend-questions.md row 29',
    change: onSuccess((guide) => {
      guide.merchantRouter = (guide.merchantRouter ?? []).map((tour: Json) => ({ id: tour.id }));
    }),
  },
  {
    name: 'adding a favourite answers an extra field',
    call: 'member.favorite.create',
    harmless: 'the shop reads only the code of a favourite',
    change: onSuccess((_data, body) => (body.data = { collected: true })),
  },
  {
    name: "the tour's prices are in cents",
    call: 'product.detail',
    breaks: 'a $17 tour shows "From $1700"',
    change: onSuccess((tour) => inCents(tour, ['adultPrice', 'teamPrice'])),
  },
  {
    name: "the search rows' prices are in cents",
    call: 'product.search',
    breaks: 'every card of the list shows a hundred times its price',
    change: onSuccess((rows) => eachOf(rows, (row) => inCents(row, ['adultPrice', 'teamPrice']))),
  },
  {
    name: "the quote's prices are in cents",
    call: 'trade.order.settlement',
    breaks: 'CHECK shows a hundred times the price, and checkout charges it',
    change: onSuccess((quote) => {
      eachOf(quote.items, (item) => inCents(item, ['adultPrice', 'childPrice', 'toddlerPrice']));
      inCents(quote.price, ['payPrice']);
    }),
  },
  ...WRONG_TEXTS,
  ...WALLET_LINKS,
  ...SPRING_DEFAULTS,
];

/** The provider's path of a mutant's call. */
export const pathOf = (mutant: Mutant) => fullPath(calls[mutant.call]);
