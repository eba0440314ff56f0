import { englishOfChineseMessages, type MessageTranslations, messageLocalizer } from '@tours/contract/rules';
import { getLanguage, type Language } from './preferences';

/**
 * Text matching remains here for the spec's messages only (§5, §8, three of them written in Chinese by the spec): the
 * shop's own forms refuse in the spec's words, and a real backend answers in them whatever the language asked. The
 * mock's own messages need none of it: it says them by key in the language Accept-Language asks (ADR 0062).
 *
 * Until the Chinese strings arrive only the English of the spec's Chinese messages is here: the Chinese
 * of the English ones comes with them (i18n/index.ts), so an English visitor never downloads it.
 */
let localize = messageLocalizer(englishOfChineseMessages);

/** Called once the Chinese strings are loaded, with the contract's Chinese of its English messages. */
export function addChineseMessages(chinese: MessageTranslations): void {
  localize = messageLocalizer({ ...englishOfChineseMessages, ...chinese });
}

/**
 * A message of the contract (spec §5, §8) in the language the person chose; any other text (a server's own
 * sentence, already in that language through Accept-Language) unchanged. The stored choice, not the page's
 * active language: right after choosing Chinese, '修改成功' is due before the Chinese strings have loaded.
 */
export function localizeForPerson(text: string): string {
  return localize(text, getLanguage());
}

/**
 * The Accept-Language of every /rest/api call: the chosen language, so the server's messages come in it
 *. Chinese asks for simplified Chinese, English as the second choice.
 */
export function acceptLanguage(language: Language = getLanguage()): string {
  return language === 'zh' ? 'zh-CN,zh;q=0.9,en;q=0.5' : 'en';
}
