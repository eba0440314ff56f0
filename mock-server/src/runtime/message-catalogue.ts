import { localizeMessage } from '@tours/contract/messages';
import { FIELD_SEPARATOR } from './parse-with.js';

/**
 * The Chinese of the mock's own messages: the sentences its domain and HTTP layer refuse
 * with, and the fragments ("is required") that follow a field name. The contract's messages (spec §5, §8)
 * come from the contract's own translations (localizeMessage). A test scans the sources for refusals and
 * fails when one has no Chinese here (test/http/message-language.test.ts). Both adapters (Fastify, MSW) use it.
 */
const sentences: Record<string, string> = {
  'Your session has expired, please log in again': '登录已过期，请重新登录',
  'Incorrect email or password': '邮箱或密码错误',
  'The verification code is incorrect': '验证码不正确',
  'Too many wrong codes; please request a new one': '验证码错误次数过多，请重新获取',
  'The verification code has expired; please request a new one': '验证码已过期，请重新获取',
  'This order is already paid': '该订单已支付',
  'This order has expired; please book again': '该订单已过期，请重新预订',
  'A payment for this order is already being processed': '该订单的付款正在处理中',
  'Your card was declined; please use another card': '您的卡被拒绝，请换一张卡',
  'This payment does not exist': '该付款不存在',
  'This payment was cancelled; please start a new one': '该付款已取消，请重新付款',
  'This payment is not approved yet: the payer approves it on its approve link, which also captures it':
    '该付款尚未批准：付款人在其批准链接上批准时即完成扣款',
  // The default message of a fault set without one (runtime/faults.ts); the toolbar and the console set it so.
  'Injected fault': '注入的故障',
  'This payment link is unknown or has expired. Go back to the shop and start the payment again.':
    '该付款链接无效或已过期。请返回商店重新付款。',
  'Only a completed trip can be reviewed': '只有已完成的行程才能评价',
  'This trip has already been reviewed': '该行程已经评价过了',
  'Only credit cards (bankType 1) are accepted': '只接受信用卡（bankType 1）',
  'The card number is not valid': '卡号无效',
  'The card has expired': '该卡已过期',
  'Unknown country or region': '未知的国家或地区',
  'Unknown currency': '未知的币种',
  'Unknown language': '未知的语言',
  'Unknown start time option': '未知的开始时间选项',
  'Unknown duration option': '未知的时长选项',
  'Choose at least one participant': '请至少选择一位参与者',
  'This date or time is not available; please choose another': '该日期或时间不可预约，请另选一个',
  'This email is already registered; please log in': '该邮箱已注册，请直接登录',
  'Internal error': '内部错误',
  'Internal error: the mock answered data that does not match the contract': '内部错误：模拟服务器返回的数据与契约不符',
  'Invalid input': '输入无效',
};

/** Sentences that carry a value (an id, a count): the value is kept, the words translated. */
const sentencePatterns: [RegExp, string][] = [
  [/^Too many failed logins for this email; try again in (\d+) minutes?$/, '该邮箱登录失败次数过多，请 $1 分钟后再试'],
  [/^A code was sent less than a minute ago; try again in (\d+) seconds?$/, '验证码发送不到一分钟，请 $1 秒后再试'],
  [/^Payment order (\S+) does not exist$/, '付款单 $1 不存在'],
  [/^This payment is (\w+) and takes no money; please start a new one$/, '该付款状态为 $1，不会扣款；请重新付款'],
  [/^Order (\S+) does not exist$/, '订单 $1 不存在'],
  [/^Tour (\S+) does not exist$/, '行程 $1 不存在'],
  [/^Card (\S+) does not exist$/, '银行卡 $1 不存在'],
  [/^Conversation (\S+) does not exist$/, '会话 $1 不存在'],
  [/^Guide (\S+) does not exist$/, '导游 $1 不存在'],
  [/^Article (\S+) does not exist$/, '文章 $1 不存在'],
  [/^Blog (\S+) does not exist$/, '博客 $1 不存在'],
  [/^Unknown currency (\S+)$/, '未知的币种 $1'],
  [/^At most (\d+) participants$/, '最多 $1 位参与者'],
  [/^Only a booked order \(10\) can be completed; this one is (\S+)$/, '只有已预订（10）的订单才能完成；该订单的状态是 $1'],
  [
    /^Only a booked \(10\) or completed \(30\) order can be refunded; this one is (\S+)$/,
    '只有已预订（10）或已完成（30）的订单才能退款；该订单的状态是 $1',
  ],
  [/^Injected fault (\d+)$/, '注入的故障 $1'],
  [/^Unknown mock world "([^"]*)": create it with (.+)$/, '未知的模拟世界 "$1"：请用 $2 创建'],
];

/** What follows "field: " in a refusal about one field (the field name itself stays as the API spells it). */
const fragments: Record<string, string> = {
  'is required': '必填',
  'was not saved because the disk of the mock server is full; free some space, or delete worlds (DELETE /__mock/worlds/<name>) to delete their uploads, and try again':
    '未能保存：模拟服务器的磁盘已满；请释放空间，或删除世界（DELETE /__mock/worlds/<name>）以删除其上传文件，然后重试',
  'is empty': '为空',
  'is invalid': '无效',
  'is too large': '过大',
  'must be valid JSON': '必须是有效的 JSON',
  'must be an email address': '必须是邮箱地址',
  'must be an integer': '必须是整数',
  'must be a number': '必须是数字',
  'must be true or false': '必须是 true 或 false',
  'must be a comma-separated list of ids': '必须是以逗号分隔的 id 列表',
  'must be a date YYYY-MM-DD': '必须是 YYYY-MM-DD 格式的日期',
  'must be a time HH:mm': '必须是 HH:mm 格式的时间',
  'must be a time YYYY-MM-DD HH:mm:ss': '必须是 YYYY-MM-DD HH:mm:ss 格式的时间',
  'must be a card number': '必须是卡号',
  'must be the 6-digit code': '必须是 6 位数字的验证码',
  'must be 0 or more': '不能小于 0',
  'must be 3 or 4 digits': '必须是 3 或 4 位数字',
  'must be a real date': '必须是真实存在的日期',
  'must not be before startDate': '不能早于 startDate',
  'does not belong to this order': '不属于该订单',
  'the multipart body is malformed': 'multipart 请求体格式错误',
  'must be an image (png, jpeg, gif, webp, svg), a video (mp4, webm, mov) or a PDF':
    '必须是图片（png、jpeg、gif、webp、svg）、视频（mp4、webm、mov）或 PDF',
  'cannot be changed here; the address is proven by its verification code at registration': '不能在这里修改；该地址已在注册时由验证码证实',
  'must be an address of this shop: a path starting with a single "/", or an http(s) address on this site':
    '必须是本店的地址：以单个 "/" 开头的路径，或本站的 http(s) 地址',
};

/** Fragments with a value, and zod's own words for the checks the contract leaves unworded. */
const fragmentPatterns: [RegExp, string][] = [
  [/^must be at most (\d+) MB$/, '不能超过 $1 MB'],
  [/^content is not (.+)$/, '内容不是 $1'],
  [/^covers at most (\d+) days$/, '最多涵盖 $1 天'],
  [
    /^this world already holds (\d+) uploads, the most a visitor without a session may add \((\d+) files or (\d+) MB per world\); .+$/,
    '该世界已有 $1 个上传文件，已达未登录访客可上传的上限（每个世界 $2 个文件或 $3 MB）；请登录后再上传，或重置该世界（POST /__mock/reset）以删除其上传文件',
  ],
  [
    /^this world's uploads would pass (\d+) MB, the most a visitor without a session may add \((\d+) files or (\d+) MB per world\); .+$/,
    '该世界的上传文件将超过 $1 MB，即未登录访客可上传的上限（每个世界 $2 个文件或 $3 MB）；请登录后再上传，或重置该世界（POST /__mock/reset）以删除其上传文件',
  ],
  [
    /^you already uploaded (\d+) files to this world, the most one customer may add \((\d+) files or (\d+) MB per world\); .+$/,
    '你已向该世界上传 $1 个文件，已达每位顾客可上传的上限（每个世界 $2 个文件或 $3 MB）；请重置该世界（POST /__mock/reset）以删除其上传文件',
  ],
  [
    /^your uploads to this world would pass (\d+) MB, the most one customer may add \((\d+) files or (\d+) MB per world\); .+$/,
    '你向该世界上传的文件将超过 $1 MB，即每位顾客可上传的上限（每个世界 $2 个文件或 $3 MB）；请重置该世界（POST /__mock/reset）以删除其上传文件',
  ],
  [
    /^this world already holds (\d+) uploads, the most one world may hold \((\d+) files or (\d+) MB\); .+$/,
    '该世界已有 $1 个上传文件，已达一个世界的上限（$2 个文件或 $3 MB）；请重置该世界（POST /__mock/reset）以删除其上传文件，或使用另一个世界',
  ],
  [
    /^this world's uploads would pass (\d+) MB, the most one world may hold \((\d+) files or (\d+) MB\); .+$/,
    '该世界的上传文件将超过 $1 MB，即一个世界的上限（$2 个文件或 $3 MB）；请重置该世界（POST /__mock/reset）以删除其上传文件，或使用另一个世界',
  ],
  [/^must be one of (.+) with \+ASC or \+DESC$/, '必须是 $1 之一，后接 +ASC 或 +DESC'],
  [/^must not nest arrays and objects more than (\d+) levels deep$/, '数组和对象的嵌套不能超过 $1 层'],
  [/^Invalid input: expected (\S+), received (\S+)$/, '输入无效：应为 $1，实际为 $2'],
  [/^Too small: expected (\S+) to have >=?(\d+) (?:characters?|items?)$/, '过短：$1 至少要有 $2 个'],
  [/^Too big: expected (\S+) to have <=?(\d+) (?:characters?|items?)$/, '过长：$1 最多只能有 $2 个'],
  [/^Too small: expected (\S+) to be >=?(.+)$/, '过小：$1 应不小于 $2'],
  [/^Too big: expected (\S+) to be <=?(.+)$/, '过大：$1 应不大于 $2'],
  [/^Invalid option: expected one of (.+)$/, '无效的选项：应为 $1 之一'],
  [/^Invalid string: must match pattern (.+)$/, '格式无效：必须符合 $1'],
  [/^Invalid email address$/, '无效的邮箱地址'],
  [/^Unrecognized keys?: (.+)$/, '无法识别的字段：$1'],
  [/^must be a (\w+)$/, '必须是 $1 类型'],
  // Last: any other "must be X" (a content type, a format named by its notation) keeps X as written.
  [/^must be (.+)$/, '必须是 $1'],
];

function fromPatterns(text: string, patterns: [RegExp, string][]): string | undefined {
  for (const [pattern, chinese] of patterns) if (pattern.test(text)) return text.replace(pattern, chinese);
  return undefined;
}

function fragmentToChinese(fragment: string): string | undefined {
  const contract = localizeMessage(fragment, 'zh');
  if (contract !== fragment) return contract;
  return fragments[fragment] ?? sentences[fragment] ?? fromPatterns(fragment, fragmentPatterns);
}

/**
 * A refusal about one field reads "field: words" (error-handler.ts); the field is a name, never a sentence,
 * and keeps its ASCII ": " in Chinese too, since the shop swaps a card field's name for its label by it.
 */
const FIELD_PREFIX = /^([\w.[\]-]+): (.+)$/s;

/** Where a refusal naming several fields (parse-with.ts) goes on to the next "field: words". */
const NEXT_FIELD = new RegExp(`${FIELD_SEPARATOR}(?=[\\w.[\\]-]+: )`);

function fieldRefusalInChinese(message: string): string | undefined {
  const named = FIELD_PREFIX.exec(message);
  const words = named?.[2] === undefined ? undefined : fragmentToChinese(named[2]);
  return words === undefined ? undefined : `${named?.[1]}: ${words}`;
}

/**
 * The mock's message in Chinese; a message it does not know (an injected fault's own text) unchanged. A refusal
 * naming several fields is translated field by field, its parts kept apart as sent, so a reader can split it the same.
 */
export function mockMessageInChinese(message: string): string {
  const contract = localizeMessage(message, 'zh');
  if (contract !== message) return contract;
  const whole = sentences[message] ?? fromPatterns(message, sentencePatterns);
  if (whole !== undefined) return whole;
  // Split before translating: a fragment pattern ("must be X") would otherwise take the later fields as its X.
  return message
    .split(NEXT_FIELD)
    .map((part) => fieldRefusalInChinese(part) ?? part)
    .join(FIELD_SEPARATOR);
}

/** The mock's message in the language asked for: English is how the mock writes them, bar the spec's Chinese. */
export function mockMessageIn(language: 'en' | 'zh', message: string): string {
  return language === 'zh' ? mockMessageInChinese(message) : localizeMessage(message, 'en');
}
