import { CONTENT_CATEGORY_IDS, FOOTER_ARTICLE_CATEGORY_IDS, TOP_BAR_ARTICLE_IDS } from '@tours/contract';
import type { ArticleRow } from '../domain/state.js';
import { HOSTILE_HTML } from './texts.js';

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
 * Ids 101-104 follow TOP_BAR_ARTICLE_IDS then LEGAL_ARTICLE_IDS. The privacy policy (104) carries hostile
 * markup (docs/decisions.md).
 */
export function buildArticles(createTime: string): ArticleRow[] {
  const f = FOOTER_ARTICLE_CATEGORY_IDS;
  return [
    ...group(
      f.contact,
      1,
      [
        ['Contact us', '联系我们', '<p>hello@tours.test · +1 555 0100</p>', '<p>hello@tours.test · +1 555 0100</p>'],
        ['Opening hours', '服务时间', '<p>Every day 9:00–21:00</p>', '<p>每天 9:00–21:00</p>'],
      ],
      createTime,
    ),
    ...group(
      f.usefulInformation,
      11,
      [
        ['About us', '关于我们', '<p>We connect travellers with local guides.</p>', '<p>我们连接旅行者与当地导游。</p>', '/aboutUs'],
        ['How to book', '如何预订', '<p>Pick a date, a time and your party, then pay.</p>', '<p>选择日期、时间和人数，然后付款。</p>'],
        ['Refund rules', '退款规则', '<p>Refund results are emailed within 24 hours.</p>', '<p>退款结果将在24小时内邮件通知。</p>'],
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
        ['Become a merchant', '商家入驻', '<p>Join us as a guide or agency.</p>', '<p>以导游或旅行社身份加入我们。</p>', '/Settled'],
        ['Travel blog', '旅行博客', '<p>Stories from our guides.</p>', '<p>来自导游的故事。</p>', '/Blog'],
        [
          'Terms and Conditions',
          '条款和条件',
          '<h2>Terms</h2><p>Bookings are contracts between you and the guide. Payments are processed by us.</p>',
          '<h2>条款</h2><p>预订是您与导游之间的合同，付款由我们处理。</p>',
        ],
        [
          'Privacy Policy',
          '隐私政策',
          `<h2>Privacy</h2><p>We keep only what a booking needs.</p>${HOSTILE_HTML}`,
          `<h2>隐私</h2><p>我们只保存预订所需的信息。</p>${HOSTILE_HTML}`,
        ],
      ],
      createTime,
    ),
    ...group(
      CONTENT_CATEGORY_IDS.settlementIntro,
      201,
      [
        [
          'Grow your tour business with us',
          '与我们一起发展您的旅游业务',
          'Reach travellers from all over the world. Apply in five minutes; we answer by email within 24 hours.',
          '触达来自世界各地的旅行者。五分钟完成申请，我们将在24小时内邮件回复。',
        ],
      ],
      createTime,
    ),
    ...group(
      CONTENT_CATEGORY_IDS.settlementBenefits,
      211,
      [
        ['Global audience', '全球客源', 'Travellers in 12 cities and growing.', '覆盖12个城市，持续增长。', undefined, 'icon-globe'],
        ['Fast payouts', '快速结算', 'Weekly payouts in your currency.', '每周以您的货币结算。', undefined, 'icon-wallet'],
        ['Zero setup fee', '零入驻费', 'Pay only a commission per booking.', '仅按预订收取佣金。', undefined, 'icon-gift'],
        ['Support', '专属支持', 'A partner manager who speaks your language.', '会说您语言的合作经理。', undefined, 'icon-support'],
      ],
      createTime,
    ),
  ];
}
