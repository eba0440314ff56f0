import type { CopyLanguage, DurationClass } from './types.js';

/**
 * The parts of a tour text that depend on its length rather than its category: meeting, cancellation,
 * transport and overnight stays, and the fixed lines of an itinerary. Placeholders as in domain/tour-copy.ts.
 */
export interface Frame {
  meetingType: { walk: string; pier: string; pickup: string };
  meetingPoint: { walk: string; pier: string; pickup: string };
  cancellation: Record<'short' | 'full' | 'multi', string>;
  billPurchase: string;
  includesTitle: string;
  excludesTitle: string;
  /** Added to a long tour's includes; overnight and two-night add their stays. */
  longIncludes: readonly string[];
  overnightIncludes: readonly string[];
  twoNightIncludes: readonly string[];
  multiExcludes: readonly string[];
  /** A long tour's excludes leave out what these words name (its includes cover them). */
  coveredByLong: RegExp;
  overnightIntros: readonly string[];
  twoNightIntros: readonly string[];
  longDetail: string;
  overnightDetail: string;
  generalLimitation: string;
  multiLimitation: string;
  day: (n: number) => string;
  meet: { walk: string; pier: string };
  end: { walk: string; pier: string };
  pickup: string;
  depart: string;
  lunch: string;
  driveBack: string;
  dropOff: string;
  firstNight: string;
  secondNight: string;
  breakfast: string;
}

export const FRAMES: Record<CopyLanguage, Frame> = {
  en: {
    meetingType: { walk: 'Meet at the meeting point', pier: 'Meet at the pier', pickup: 'Hotel pick-up' },
    meetingPoint: {
      walk: 'Meet {meet}. Please arrive ten minutes before {start}; the guide waits until ten minutes past.',
      pier: 'Meet at {pier}, fifteen minutes before {start}; your guide waits by the boarding gate with a yellow flag.',
      pickup:
        'We pick you up at your hotel in central {city} from {pickup}; send us the hotel’s name after booking. Staying outside the centre? Meet us {meet} at {start}.',
    },
    cancellation: {
      short:
        'Free cancellation up to 24 hours before the start, with a full refund. No refund for cancellations within 24 hours or no-shows.',
      full: 'Free cancellation up to 48 hours before the start; 50% refund up to 24 hours before; no refund after that.',
      multi:
        'Free cancellation up to 72 hours before departure (we book your guesthouse for you); 50% refund up to 48 hours before; no refund after that.',
    },
    billPurchase:
      'Your booking is confirmed at once. Show the e-ticket on your phone; there is no need to print it. Your guide’s phone number arrives by email the day before the tour.',
    includesTitle: 'What is included',
    excludesTitle: 'What is not included',
    longIncludes: ['Hotel pick-up and drop-off in central {city}', 'Transport in an air-conditioned vehicle', 'Lunch'],
    overnightIncludes: ['One night in a family-run guesthouse near {trip} (twin room)', 'Dinner on day 1 and breakfast on day 2'],
    twoNightIncludes: ['Two nights in a family-run guesthouse near {trip} (twin room)', 'Two dinners and two breakfasts'],
    multiExcludes: ['Single-room supplement'],
    coveredByLong: /pick-up|lunch/i,
    overnightIntros: [
      'Two days and one night at {trip}: hotel pick-up in {city}, a guesthouse stay and time to see it all without rushing.',
      'Stay overnight near {trip} and see it at dawn, before the day visitors arrive.',
      'A short escape from {city}: {trip}, a night in a family-run guesthouse and a guide who knows the area.',
    ],
    twoNightIntros: [
      'Three days and two nights around {trip}, with hotel pick-up in {city}, guesthouse stays and a guide all the way.',
      'Slow travel from {city}: two nights near {trip}, local food and the quiet mornings day-trippers never see.',
      'Three days, two nights and {trip} at your own pace, with everything arranged.',
    ],
    longDetail:
      'This is a long day, so we keep the pace relaxed: your guide plans breaks and a proper sit-down lunch, and the vehicle waits for you at every stop.',
    overnightDetail:
      'You spend the night at a small family-run guesthouse near {trip}, in twin rooms with private bathrooms. Dinner is cooked by the hosts; breakfast is early so you reach the sights before the crowds.',
    generalLimitation: 'Children under 12 must be accompanied by an adult.',
    multiLimitation: 'Bring your passport: guesthouses must register every guest overnight.',
    day: (n) => `Day ${n}`,
    meet: { walk: 'Meet your guide {meet}.', pier: 'Meet your guide at {pier} and board the boat.' },
    end: {
      walk: 'The tour ends here; your guide shows you the way to the nearest metro.{departures}',
      pier: 'Back at {pier}, where the tour ends.{departures}',
    },
    pickup: 'Pick-up at your hotel in central {city}.',
    depart: 'Leave {city} in an air-conditioned vehicle; your guide introduces the day on the way.',
    lunch: 'Lunch at a family-run restaurant.',
    driveBack: 'Drive back to {city}.',
    dropOff: 'Drop-off at your hotel; the tour ends.',
    firstNight: 'Dinner with your hosts and overnight stay at the guesthouse near {trip}.',
    secondNight: 'Dinner and a second overnight stay at the guesthouse.',
    breakfast: 'Breakfast at the guesthouse.',
  },
  zh: {
    meetingType: { walk: '集合点见面', pier: '码头集合', pickup: '酒店接送' },
    meetingPoint: {
      walk: '集合地点：{zh:meet}。请在{zh:start}前十分钟到达，导游最多等候十分钟。',
      pier: '请在{zh:start}前十五分钟到{zh:pier}集合，导游手持黄色小旗在检票口等候。',
      pickup: '{zh:pickup}起到{zh:city}市中心酒店接您，预订后请告知酒店名称。住在市中心以外？请于{zh:start}到{zh:meet}与我们会合。',
    },
    cancellation: {
      short: '出发前24小时以上免费取消，全额退款；24小时内取消或未到场不予退款。',
      full: '出发前48小时以上免费取消；出发前24至48小时取消退款50%；24小时内不予退款。',
      multi: '出发前72小时以上免费取消（需为您预订民宿）；出发前48至72小时取消退款50%；48小时内不予退款。',
    },
    billPurchase: '预订即时确认。出示手机上的电子票即可，无需打印。导游的联系电话将在出行前一天通过邮件发送。',
    includesTitle: '费用包含',
    excludesTitle: '费用不含',
    longIncludes: ['{zh:city}市中心酒店接送', '空调车交通', '午餐'],
    overnightIncludes: ['{zh:trip}附近家庭民宿一晚（双床房）', '第一天晚餐和第二天早餐'],
    twoNightIncludes: ['{zh:trip}附近家庭民宿两晚（双床房）', '两顿晚餐和两顿早餐'],
    multiExcludes: ['单房差'],
    coveredByLong: /接送|午餐/,
    overnightIntros: [
      '{zh:trip}两天一夜：{zh:city}酒店接送，入住民宿，从容游览不赶路。',
      '在{zh:trip}附近住一晚，赶在一日游客到来之前看清晨的风景。',
      '从{zh:city}出发的小假期：{zh:trip}、一晚家庭民宿，还有熟悉当地的导游。',
    ],
    twoNightIntros: [
      '{zh:trip}三天两夜：{zh:city}酒店接送，入住民宿，导游全程陪同。',
      '从{zh:city}出发慢旅行：在{zh:trip}附近住两晚，吃地道农家菜，看一日游客看不到的清晨。',
      '三天两夜，按自己的节奏游览{zh:trip}，一切都已安排妥当。',
    ],
    longDetail: '行程时间较长，所以节奏放缓：导游安排了休息和一顿正式的午餐，每一站车辆都会等候。',
    overnightDetail: '晚上入住{zh:trip}附近的家庭民宿，双床房带独立卫浴。晚餐由主人亲手烹制；早餐较早，方便赶在人群之前到达景点。',
    generalLimitation: '12岁以下儿童须由成人陪同。',
    multiLimitation: '请携带护照：民宿须为每位住客登记。',
    day: (n) => `第${n}天`,
    meet: { walk: '与导游会合：{zh:meet}。', pier: '在{zh:pier}与导游会合并登船。' },
    end: { walk: '行程在此结束，导游会告诉你去最近地铁站的路。{zh:departures}', pier: '回到{zh:pier}，行程结束。{zh:departures}' },
    pickup: '到{zh:city}市中心酒店接您。',
    depart: '乘空调车离开{zh:city}，导游在路上介绍当天行程。',
    lunch: '在家庭经营的餐馆享用午餐。',
    driveBack: '乘车返回{zh:city}。',
    dropOff: '送回酒店，行程结束。',
    firstNight: '与主人共进晚餐，入住{zh:trip}附近的民宿过夜。',
    secondNight: '晚餐后在民宿第二晚过夜。',
    breakfast: '在民宿享用早餐。',
  },
};

export const isLong = (cls: DurationClass) => cls === 'full' || cls === 'overnight' || cls === 'twoNight';
