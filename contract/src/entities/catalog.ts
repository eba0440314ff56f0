import { z } from 'zod';

export const bannerSchema = z.object({
  id: z.number().int().optional(),
  picUrl: z.string(),
  wapPicUrl: z.string(),
  title: z.string(),
  videoUrl: z.string().nullable().optional(),
  url: z.string().nullable().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  englishName: z.string(),
  chineseName: z.string(),
  picUrl: z.string().optional(),
});
export type City = z.infer<typeof citySchema>;

export const categorySchema = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), picUrl: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const languageSchema = z.object({ id: z.number().int(), name: z.string(), chineseName: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const currencySchema = z.object({ id: z.number().int(), moneyName: z.string(), moneyIcon: z.string() });
export type Currency = z.infer<typeof currencySchema>;

/** Dictionary entry: value, label (Chinese), remark (English label). */
export const dictEntrySchema = z.object({ value: z.string(), label: z.string(), remark: z.string() });
export type DictEntry = z.infer<typeof dictEntrySchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  phoneCode: z.string(),
  countryNameEn: z.string(),
  countryNameCn: z.string(),
  countryCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
