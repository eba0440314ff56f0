import { DEFAULT_SHOP_IDS } from '@tours/contract/constants';
import { parseShopIds } from './parse-shop-ids';

/** This build's fixed content ids and default currency (web/README.md, "Build-time settings"); vite.config.ts checks the setting. */
export const shopIds = parseShopIds(import.meta.env.VITE_SHOP_IDS, DEFAULT_SHOP_IDS);
