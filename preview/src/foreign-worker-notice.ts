import { i18n } from '@tours/web/i18n';
import { notifyError } from '@tours/web/notify';
import type { ForeignReason } from './own-worker';

interface Words {
  /** The toast after the preview took its pages back from a neighbour's worker. */
  replaced: string;
  stopped: string;
  /** Why the preview stopped, by what served the page. */
  refused: Record<ForeignReason, string>;
  whatToDo: string;
}

/** In both of the shop's languages, as its other notices are; one type keeps their keys the same. */
const words: Record<'en' | 'zh', Words> = {
  en: {
    replaced:
      'Another site on this address had put its own service worker in front of this preview. The preview registered its own again, which serves this page now.',
    stopped: 'The preview stopped',
    refused: {
      'other-script':
        'A service worker that is not this preview’s own serves this page: another site on the same address (origin) registered it. The preview sends your world (accounts, orders, codes) only to its own worker, so it stops here.',
      'other-build':
        'This page is served by the service worker of another build of this preview, and the host did not give this build’s own. The preview sends your world (accounts, orders, codes) only to its own worker, so it stops here.',
    },
    whatToDo:
      'Close the preview’s other tabs and reload. If this page comes back, clear this site’s data in the browser’s settings and open the preview again. Whoever publishes the preview: give it an origin of its own (preview/README.md).',
  },
  zh: {
    replaced: '同一地址上的其他网站曾把自己的 Service Worker 放在本预览前面。本预览已重新注册自己的 Service Worker，现在由它为本页服务。',
    stopped: '预览已停止',
    refused: {
      'other-script':
        '为本页服务的 Service Worker 不是本预览自己的：同一地址（源）上的其他网站注册了它。本预览只把你的模拟世界（账户、订单、验证码）交给自己的 Service Worker，因此在此停止。',
      'other-build':
        '为本页服务的是本预览另一个版本的 Service Worker，而托管方没有提供本版本自己的。本预览只把你的模拟世界（账户、订单、验证码）交给自己的 Service Worker，因此在此停止。',
    },
    whatToDo:
      '请关闭本预览的其他标签页后刷新。如果仍看到本页，请在浏览器设置中清除本网站的数据，再重新打开预览。发布预览的人：请为它单独使用一个源（见 preview/README.md）。',
  },
};

/** The toast, in the shop's language, after the preview took its page back from a neighbour's worker; the console hears it too. */
export function tellForeignWorkerReplaced(): void {
  const text = words[i18n.language === 'zh' ? 'zh' : 'en'].replaced;
  console.warn(text);
  notifyError(text);
}

/**
 * The page in place of the shop when its own worker could not take the page back. The shop never started, so no call
 * of the world was made; the page says why in both languages, since the shop that knows the person's choice did not run.
 */
export function showForeignWorkerRefusal(reason: ForeignReason): void {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText = 'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  for (const [language, tag] of [
    ['en', 'en'],
    ['zh', 'zh-Hans'],
  ] as const) {
    const section = document.createElement('section');
    section.lang = tag;
    const title = document.createElement('h1');
    title.textContent = words[language].stopped;
    const why = document.createElement('p');
    why.textContent = words[language].refused[reason];
    const next = document.createElement('p');
    next.textContent = words[language].whatToDo;
    section.append(title, why, next);
    main.append(section);
  }
  document.body.replaceChildren(main);
}
