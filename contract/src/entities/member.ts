import { z } from 'zod';
import { nullOrOmitted } from './answer-values.js';

const memberInfoSchema = z.object({
  currencyId: nullOrOmitted(z.number().int()),
  languageId: nullOrOmitted(z.number().int()),
  language: nullOrOmitted(z.string()),
});

const userProfileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  areaId: nullOrOmitted(z.number().int()),
  /** Avatar address. */
  logo: z.string(),
  fullName: z.string(),
  areaName: z.string(),
  currencyId: nullOrOmitted(z.number().int()),
});

/** member/info answers both: the settings of spec §7 and the profile the account centre shows. */
export const memberSchema = userProfileSchema.extend(memberInfoSchema.shape);
export type Member = z.infer<typeof memberSchema>;

export const tokenSchema = z.object({ token: z.string().min(1) });
