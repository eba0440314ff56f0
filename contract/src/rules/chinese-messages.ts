/**
 * The Chinese of the messages the spec writes in English (spec §5, §8). Data only, importing nothing and
 * not in the rules barrel: the web fetches this file alone with its Chinese strings (web/src/lib/i18n), so an
 * English visitor never downloads it. Completeness is checked in message-translations.ts.
 */
export const chineseOfEnglishMessages = {
  emailRequired: '请输入您的邮箱地址！',
  emailRequiredLoginPage: '请输入您的邮箱地址',
  emailFormat: '请输入正确格式的邮箱地址！',
  passwordRequired: '请输入您的密码！',
  passwordTooWeak: '请使用 8 到 128 个字符，且至少包含一个字母和一个数字',
  signUpFullNameRequired: '请输入您的全名！',
  registerNameRequired: '请输入您的姓名',
  dateRequired: '请选择日期',
  noSlots: '目前没有可预约的时段',
  infantsNeedAdult: '6 岁以下儿童须由成人陪同',
  participantRequired: '请至少选择一位参与者',
  paymentMethodRequired: '请选择支付方式',
  currencyNotSupported: '不支持该币种',
  firstNameRequired: '请输入您的名字',
  lastNameRequired: '请输入您的姓氏',
  checkoutEmailRequired: '请填写您的邮箱地址',
  verificationCodeRequired: '请输入验证码',
  countryRequired: '请选择国家或地区',
  identityRequired: '请选择身份',
  selectRequired: '请选择',
  success: '操作成功',
} as const;
