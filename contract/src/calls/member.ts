import { z } from 'zod';
import { defineCalls } from '../define-call.js';
import { memberSchema } from '../entities/member.js';
import { fieldProblems } from '../field-problems.js';
import { noPayload, optionalInt, optionalText } from '../fields.js';
import { unreadData } from '../unread-data.js';

export const memberCalls = defineCalls({
  'member.info': {
    auth: 'required',
    summary: "The caller's settings (currencyId, languageId, language) and profile.",
    request: noPayload(),
    data: memberSchema,
  },
  'member.update': {
    auth: 'required',
    summary: 'Update the profile, or only the avatar (logo), the language or the currency.',
    request: z
      .object({
        nickname: optionalText(100),
        logo: optionalText(1000),
        mobile: optionalText(40),
        email: z.union([z.email(fieldProblems.email), z.literal('')]).optional(),
        name: optionalText(100),
        surname: optionalText(100),
        areaId: optionalInt(),
        language: optionalText(10),
        languageId: optionalInt(),
        /** Spec §7 names the field `currency`; it holds a currency id (member info's currencyId). */
        currency: optionalInt(),
      })
      .strict(),
    data: unreadData(),
  },
});
