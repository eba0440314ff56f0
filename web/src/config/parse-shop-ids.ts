/**
 * The ids the shop reads fixed content by (spec §7: footer groups, top-bar links, terms and privacy, the merchant
 * page's content) and the currency it prices in before the visitor picks one. They belong to a deployment's data,
 * not to the code: one setting, `VITE_SHOP_IDS`, a JSON object that overrides any of the defaults (the mock's seed,
 * `DEFAULT_SHOP_IDS` in contract/src/constants.ts). No import here, so vite.config.ts can check the setting too.
 */
export interface ShopIds {
  footerArticleCategories: { contact: number; usefulInformation: number; friendlyLinks: number; appLinks: number };
  topBarArticles: { settlement: number; externalLink: number };
  legalArticles: { terms: number; privacy: number };
  contentCategories: { settlementIntro: number; settlementBenefits: number };
  defaultCurrency: number;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) < 1e9;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Overrides the defaults with a setting's values; anything unknown or not an id stops with the key's name. */
function merge(defaults: Record<string, unknown>, given: unknown, path: string): Record<string, unknown> {
  if (!isRecord(given)) throw new Error(`VITE_SHOP_IDS${path}: must be an object`);
  const merged = { ...defaults };
  for (const [key, value] of Object.entries(given)) {
    const fallback = defaults[key];
    const where = `${path}.${key}`;
    if (fallback === undefined) throw new Error(`VITE_SHOP_IDS${where}: unknown key (known: ${Object.keys(defaults).join(', ')})`);
    if (isRecord(fallback)) merged[key] = merge(fallback, value, where);
    else if (isId(value)) merged[key] = value;
    else throw new Error(`VITE_SHOP_IDS${where}: must be a positive integer id`);
  }
  return merged;
}

/** The setting's ids; no setting (or an empty one) gives the defaults. */
export function parseShopIds(setting: string | undefined, defaults: ShopIds): ShopIds {
  if (!setting?.trim()) return defaults;
  let given: unknown;
  try {
    given = JSON.parse(setting);
  } catch {
    throw new Error('VITE_SHOP_IDS: must be JSON, e.g. {"legalArticles":{"terms":7,"privacy":8}}');
  }
  return merge({ ...defaults }, given, '') as unknown as ShopIds;
}
