/** Account centre tabs (spec §2): 1 Basic information ... 7 Settings. */
export const ACCOUNT_TABS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function toAccountTab(value: string | undefined): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? '1';
}
