import { CONTENT_CATEGORY_IDS, FOOTER_ARTICLE_CATEGORY_IDS, TOP_BAR_ARTICLE_IDS } from '@tours/contract';
import type { ArticleRow } from '../domain/state.js';
import { FIXTURE_ARTICLE, FIXTURE_ARTICLE_ID } from './fixtures.js';

type Entry = [titleEn: string, title: string, contentEn: string, content: string, href?: string, attr01?: string];

const group = (categoryId: number, firstId: number, entries: Entry[], createTime: string): ArticleRow[] =>
  entries.map(([titleEn, title, contentEn, content, href, attr01], i) => ({
    id: firstId + i,
    categoryId,
    sort: i + 1,
    title,
    titleEn,
    content,
    contentEn,
    href: href ?? null,
    picUrl: categoryId === FOOTER_ARTICLE_CATEGORY_IDS.appLinks ? `/media/apps/${i + 1}.svg` : null,
    attr01: attr01 ?? null,
    createTime,
  }));

/**
 * Footer groups, top-bar links, legal texts and the settlement page's content, in English and Chinese.
 * Ids 101-104 follow TOP_BAR_ARTICLE_IDS then LEGAL_ARTICLE_IDS. The hostile-markup fixture is a stand-alone
 * article (FIXTURE_ARTICLE_ID) that no footer, top-bar or legal link shows (seed/fixtures.ts).
 */
export function buildArticles(createTime: string): ArticleRow[] {
  const f = FOOTER_ARTICLE_CATEGORY_IDS;
  return [
    ...group(
      f.contact,
      1,
      [
        [
          'Contact us',
          '联系我们',
          '<p>hello@tours.test · +1 555 0100</p><p>Write to us in English or Chinese; we answer within one working day.</p>',
          '<p>hello@tours.test · +1 555 0100</p><p>欢迎用中文或英文联系我们，我们会在一个工作日内回复。</p>',
        ],
        ['Opening hours', '服务时间', '<p>Every day 9:00–21:00 (Beijing time)</p>', '<p>每天 9:00–21:00（北京时间）</p>'],
      ],
      createTime,
    ),
    ...group(
      f.usefulInformation,
      11,
      [
        [
          'About us',
          '关于我们',
          '<p>We connect travellers with licensed local guides and small agencies in twelve cities, from Beijing to New York. Every guide is checked before their first tour and rated by travellers after every one.</p>',
          '<p>我们把旅行者与北京到纽约等十二座城市的持证本地导游和小型旅行社连接起来。每位导游上线前都经过审核，每次行程后都由旅行者评分。</p>',
          '/aboutUs',
        ],
        [
          'How to book',
          '如何预订',
          '<h3>Three steps</h3><ul><li>Pick a date and a start time on the tour page.</li><li>Choose how many adults, children and toddlers are coming.</li><li>Pay by card or wallet; your e-ticket arrives by email at once.</li></ul>',
          '<h3>三步完成预订</h3><ul><li>在行程页面选择日期和出发时间。</li><li>选择成人、儿童和幼儿人数。</li><li>使用银行卡或钱包付款，电子票会立即发送到您的邮箱。</li></ul>',
        ],
        [
          'Refund rules',
          '退款规则',
          '<p>Each tour states its own cancellation policy on its page. Request a refund from your order; the result is emailed within 24 hours and the money returns to the card you paid with.</p>',
          '<p>每个行程的页面都写明了取消政策。请在订单中申请退款，处理结果将在24小时内邮件通知，款项将退回原支付卡。</p>',
        ],
        ['Become a guide', '成为导游', '<p>Apply on the settlement page.</p>', '<p>请在入驻页面申请。</p>', '/Settled'],
      ],
      createTime,
    ),
    ...group(
      f.friendlyLinks,
      21,
      [
        ['Travel Guide', '旅行指南', '', '', 'https://example.com/travel'],
        ['City Maps', '城市地图', '', '', 'https://example.com/maps'],
        ['Weather', '天气', '', '', 'https://example.com/weather'],
      ],
      createTime,
    ),
    ...group(
      f.appLinks,
      31,
      [
        ['App Store', '苹果应用商店', '', '', 'https://example.com/app-store'],
        ['Google Play', '谷歌应用商店', '', '', 'https://example.com/google-play'],
      ],
      createTime,
    ),
    ...group(
      0,
      TOP_BAR_ARTICLE_IDS.settlement,
      [
        [
          'Become a merchant',
          '商家入驻',
          '<p>Join us as a licensed guide or a travel agency and reach travellers from all over the world.</p>',
          '<p>以持证导游或旅行社身份加入我们，触达来自世界各地的旅行者。</p>',
          '/Settled',
        ],
        [
          'Travel blog',
          '旅行博客',
          '<p>City guides, food trails and tips from our guides.</p>',
          '<p>导游们分享的城市指南、美食路线和实用贴士。</p>',
          '/Blog',
        ],
        [
          'Terms and Conditions',
          '条款和条件',
          '<h3>Bookings</h3><p>A booking is a contract between you and the guide or agency that runs the tour. We take your payment on their behalf and pass it on after the tour.</p><h3>Changes and cancellations</h3><p>Each tour states its cancellation policy. If a guide cancels, you get a full refund or another date of your choice.</p><h3>On the day</h3><p>Please arrive at the meeting point on time and follow the guide’s safety instructions.</p>',
          '<h3>预订</h3><p>预订是您与提供行程的导游或旅行社之间的合同。我们代其收款，并在行程结束后结算给对方。</p><h3>变更与取消</h3><p>每个行程都写明了取消政策。如导游取消行程，您可获得全额退款或改期。</p><h3>出行当天</h3><p>请准时到达集合点，并遵守导游的安全提示。</p>',
        ],
        [
          'Privacy Policy',
          '隐私政策',
          '<h3>What we keep</h3><p>Your name, email, phone number and bookings: only what a booking needs. Card numbers go straight to the payment provider; we never see them.</p><h3>Who sees it</h3><p>The guide of a tour you book sees your name, party size and phone number, so they can find you on the day.</p><h3>Your rights</h3><p>Write to hello@tours.test to get a copy of your data or have it deleted.</p>',
          '<h3>我们保存什么</h3><p>您的姓名、邮箱、电话和订单：只保存预订所需的信息。银行卡号直接交给支付服务商，我们不会接触。</p><h3>谁能看到</h3><p>您预订的行程的导游可以看到您的姓名、人数和电话，以便当天联系您。</p><h3>您的权利</h3><p>发送邮件至 hello@tours.test 即可获取或删除您的数据。</p>',
        ],
      ],
      createTime,
    ),
    ...group(
      0,
      FIXTURE_ARTICLE_ID,
      [[FIXTURE_ARTICLE.titleEn, FIXTURE_ARTICLE.title, FIXTURE_ARTICLE.contentEn, FIXTURE_ARTICLE.content]],
      createTime,
    ),
    ...group(
      CONTENT_CATEGORY_IDS.settlementIntro,
      201,
      [
        [
          'Grow your tour business with us',
          '与我们一起发展您的旅游业务',
          'Reach travellers from all over the world without building your own website. Apply in five minutes with your licence and a short description of your tours; we answer by email within 24 hours.',
          '无需自建网站，即可触达来自世界各地的旅行者。准备好导游证和行程简介，五分钟完成申请，我们将在24小时内邮件回复。',
        ],
      ],
      createTime,
    ),
    ...group(
      CONTENT_CATEGORY_IDS.settlementBenefits,
      211,
      [
        [
          'Global audience',
          '全球客源',
          'Travellers from over 100 countries book tours in our 12 cities.',
          '来自100多个国家的旅行者在我们覆盖的12个城市预订行程。',
          undefined,
          'icon-globe',
        ],
        [
          'Fast payouts',
          '快速结算',
          'Weekly payouts in your own currency, with a clear statement per tour.',
          '每周以您的本币结算，每个行程都有清晰的对账单。',
          undefined,
          'icon-wallet',
        ],
        [
          'Zero setup fee',
          '零入驻费',
          'No sign-up or monthly fee: you pay a commission only when a tour is booked.',
          '无入驻费和月费，只在行程被预订时收取佣金。',
          undefined,
          'icon-gift',
        ],
        [
          'Support',
          '专属支持',
          'A partner manager who speaks your language helps you write and price your first tours.',
          '会说您语言的合作经理帮您撰写行程并定价。',
          undefined,
          'icon-support',
        ],
      ],
      createTime,
    ),
  ];
}
