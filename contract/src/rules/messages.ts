/** Every validation message of spec §5, exact text (full-width ！ included where the spec has it). */
export const messages = {
  emailRequired: 'Please enter your email address！',
  emailRequiredLoginPage: 'please enter your email address',
  emailFormat: 'Please enter the email address in the correct format！',
  passwordRequired: 'Please enter your password！',
  /** Not in the spec: the rule for a new account's password (rules/password.ts), stated under the field too. */
  passwordTooWeak: 'Use 8 to 128 characters, with at least one letter and one digit',
  signUpFullNameRequired: 'Please enter your fullName!',
  registerNameRequired: 'Please enter your Full name',
  /** "please read and agree to the agreement", shown in Chinese. */
  agreementRequired: '请阅读并同意协议',
  dateRequired: 'Please select a date',
  noSlots: 'No available appointment slots at the moment',
  /** A party of infants (under 6) only: refused before any quote, by the web and the mock alike. */
  infantsNeedAdult: 'Children under 6 must be accompanied by an adult',
  /** A party of nobody: refused before any quote, in the words the mock refuses the quote with. */
  participantRequired: 'Choose at least one participant',
  paymentMethodRequired: 'Please choose a payment method',
  currencyNotSupported: 'This currency is not supported',
  firstNameRequired: 'Enter your First Name',
  lastNameRequired: 'Enter your Last Name',
  checkoutEmailRequired: 'Enter your email address',
  verificationCodeRequired: 'Please enter the verification code',
  countryRequired: 'Please select a country',
  identityRequired: 'Please select Identity',
  selectRequired: 'Please Select',
  /** Payment creation failure on the order page (spec §8): "credit information wrong, please check". */
  paymentFailed: '信用资料有错，请检查',
  /** Success toasts (spec §8). */
  success: 'Success',
  profileUpdated: '修改成功',
} as const;
