import type { CopyLanguage } from './types.js';

/** great: 4.5 and up; good: 3.5 and up; mixed: 2.5 and up; poor: below. A low score never reads as praise. */
export type Tone = 'great' | 'good' | 'mixed' | 'poor';

export const toneOf = (score: number): Tone => (score >= 4.5 ? 'great' : score >= 3.5 ? 'good' : score >= 2.5 ? 'mixed' : 'poor');

interface ReviewPhrases {
  openers: Record<Tone, readonly string[]>;
  guide: Record<Tone, readonly string[]>;
  food: Record<Tone, readonly string[]>;
  pace: Record<Tone, readonly string[]>;
  meeting: Record<Tone, readonly string[]>;
  closers: Record<Tone, readonly string[]>;
}

/** Placeholders filled when the review is composed: {guide}, {place}, {food}, {city}. */
export const REVIEW_PHRASES: Record<CopyLanguage, ReviewPhrases> = {
  en: {
    openers: {
      great: ['Amazing way to see {city}!', 'The highlight of our trip.', 'Worth every minute.', 'Best tour we did in {city}.'],
      good: ['A really nice morning.', 'Good tour, glad we booked it.', 'Solid introduction to {city}.', 'We enjoyed it.'],
      mixed: ['It was okay.', 'Some good parts, some less so.', 'Not quite what we expected.', 'Mixed feelings about this one.'],
      poor: ['Disappointing.', 'Would not book again.', 'Not worth the price.', 'This did not work for us.'],
    },
    guide: {
      great: [
        '{guide} knew every corner and answered all our questions with patience.',
        '{guide} was funny, warm and full of stories about {place}.',
        '{guide} made the history come alive and checked on everyone in the group.',
      ],
      good: [
        '{guide} was friendly and well informed.',
        '{guide} explained things clearly, though some stops were short.',
        '{guide} was kind and helpful with photos.',
      ],
      mixed: [
        '{guide} knew the facts but rushed through them.',
        '{guide} was nice but hard to hear in the crowds.',
        '{guide} read a lot from notes.',
      ],
      poor: [
        '{guide} arrived late and seemed in a hurry to finish.',
        '{guide} spent more time on the phone than with us.',
        '{guide} did not answer our questions.',
      ],
    },
    food: {
      great: ['The {food} was the best thing I ate all week.', 'We tried {food} for the first time and loved it.'],
      good: ['The {food} was tasty and there was plenty of it.', 'Nice tastings, especially the {food}.'],
      mixed: ['The {food} was fine but the portions were small.', 'Food was hit and miss; the {food} was cold.'],
      poor: ['The tastings were tiny and the {food} was stale.', 'We were still hungry afterwards.'],
    },
    pace: {
      great: ['The pace was just right, with breaks when we needed them.', 'Relaxed pace, even our kids kept up.'],
      good: ['The pace was comfortable, a bit fast at the end.', 'Good balance between walking and stopping.'],
      mixed: ['Too rushed at {place}, too long elsewhere.', 'The pace was uneven; we hurried through the most interesting part.'],
      poor: ['We were rushed from one stop to the next.', 'Far too much waiting around and too little seeing.'],
    },
    meeting: {
      great: [
        'The meeting point at {place} was easy to find, and the directions were spot on.',
        'We spotted the guide’s flag the moment we arrived.',
      ],
      good: ['The meeting point was easy enough to find.', 'Meeting was smooth once we spotted the flag.'],
      mixed: ['The meeting point was confusing; we needed to call.', 'It took a while to find the group.'],
      poor: ['Nobody was at the meeting point when we arrived.', 'The directions to the meeting point were wrong.'],
    },
    closers: {
      great: ['Highly recommended!', 'We would book again in a heartbeat.', 'Thank you for a wonderful day.'],
      good: ['Recommended.', 'Good value overall.', 'Happy with it.'],
      mixed: ['Could be better with a few changes.', 'Fine if you have a spare afternoon.', 'Average.'],
      poor: ['Save your money.', 'We asked for a refund.', 'Not recommended.'],
    },
  },
  zh: {
    openers: {
      great: ['太棒了，强烈推荐！', '这是我们这次{city}之行最难忘的部分。', '每一分钟都值得。', '在{city}参加过最好的一个团。'],
      good: ['体验不错。', '挺好的，没白报名。', '了解{city}的好开始。', '整体挺满意。'],
      mixed: ['还行吧。', '有好有坏。', '和预期有些差距。', '感受比较复杂。'],
      poor: ['很失望。', '不会再报了。', '性价比太低。', '不太适合我们。'],
    },
    guide: {
      great: [
        '{guide}对每个角落都很熟，耐心回答了我们所有问题。',
        '{guide}幽默又热情，讲了很多{place}的故事。',
        '{guide}把历史讲活了，还时刻照顾团里每个人。',
      ],
      good: ['{guide}很友好，讲解也专业。', '{guide}讲得清楚，只是有几站停留时间短。', '{guide}人很好，还帮我们拍照。'],
      mixed: ['{guide}知识没问题，但讲得太赶。', '{guide}人不错，但人多的地方听不清。', '{guide}很多时候在照着稿子念。'],
      poor: ['{guide}迟到了，而且好像急着收工。', '{guide}一直在打电话，没怎么管我们。', '{guide}不回答我们的问题。'],
    },
    food: {
      great: ['{food}是我这周吃过最好吃的东西。', '第一次吃{food}，非常喜欢。'],
      good: ['{food}很好吃，分量也足。', '品尝环节不错，尤其是{food}。'],
      mixed: ['{food}还可以，就是分量少。', '食物有好有坏，{food}端上来是凉的。'],
      poor: ['品尝的分量很少，{food}也不新鲜。', '结束后我们还是饿着肚子。'],
    },
    pace: {
      great: ['节奏刚刚好，累了就休息。', '节奏轻松，连孩子都跟得上。'],
      good: ['节奏舒适，最后有点赶。', '走和停安排得比较平衡。'],
      mixed: ['在{place}太赶，其他地方又太久。', '节奏不均匀，最精彩的部分匆匆而过。'],
      poor: ['从一站赶到下一站，完全没时间看。', '等待时间太长，真正游览的时间太短。'],
    },
    meeting: {
      great: ['{place}的集合点很好找，指引非常准确。', '一到集合点就看到了导游的小旗。'],
      good: ['集合点还算好找。', '看到小旗后就顺利会合了。'],
      mixed: ['集合点有点难找，打了电话才找到。', '找了好一会儿才找到团。'],
      poor: ['到了集合点却没人。', '集合点的指引是错的。'],
    },
    closers: {
      great: ['强烈推荐！', '下次还会再报。', '谢谢你们带来美好的一天。'],
      good: ['推荐。', '整体性价比不错。', '挺满意的。'],
      mixed: ['改进一下会更好。', '有空的话可以试试。', '一般般。'],
      poor: ['别浪费钱了。', '我们已申请退款。', '不推荐。'],
    },
  },
};

/** Chinese nicknames as people pick them on travel sites. */
export const ZH_NICKNAMES = [
  '小王',
  '旅行的猫',
  '阿杰',
  '背包客小李',
  '周末去哪儿',
  '吃货小陈',
  '慢慢走',
  '山海之间',
  '小鹿',
  '老张',
  '一只柚子',
  '晴天',
];
export const ZH_MASKED_SURNAMES = ['张', '王', '李', '刘', '陈', '杨', '赵', '黄'];
