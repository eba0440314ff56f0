import { z } from 'zod';

export const memberInfoSchema = z.object({
  currencyId: z.number().int().nullable(),
  languageId: z.number().int().nullable(),
  language: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const userProfileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  areaId: z.number().int().nullable(),
  /** Avatar address. */
  logo: z.string(),
  fullName: z.string(),
  areaName: z.string(),
  currencyId: z.number().int().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** member/info answers both: the settings of spec §7 and the profile the account centre shows. */
export const memberSchema = userProfileSchema.extend(memberInfoSchema.shape);
export type Member = z.infer<typeof memberSchema>;

export const tokenSchema = z.object({ token: z.string().min(1) });
