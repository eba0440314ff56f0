import { z } from 'zod';
import { defineCalls } from '../define-call.js';
import { merchantProfileSchema } from '../entities/merchant.js';
import { fieldProblems } from '../field-problems.js';
import { id, optionalText } from '../fields.js';
import { unreadData } from '../unread-data.js';

export const merchantCalls = defineCalls({
  'file.upload': {
    encoding: 'multipart',
    auth: 'optional',
    summary: 'Upload one file (field `file`: image, video or PDF, 20 MB at most); data is its address.',
    request: z.object({ file: z.unknown() }),
    data: z.string(),
  },
  'member.merchant.application': {
    auth: 'none',
    summary: 'Apply as a merchant; open to visitors; the verification code must match the email.',
    request: z.object({
      identity: z.union([z.enum(['1', '2']), z.literal(1), z.literal(2)]).transform(Number),
      merchantName: optionalText(200),
      identityCode: optionalText(100),
      contactPerson: optionalText(100),
      contactNumber: optionalText(40),
      verificationCode: z.string().regex(/^\d{6}$/, fieldProblems.emailCode),
      serviceContent: optionalText(2000),
      /** Uploaded licence addresses, comma-joined in a form. */
      picUrl: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).filter((s) => s.trim() !== '')),
      email: z.email(fieldProblems.email),
      region: optionalText(200),
      IDNumber: optionalText(100),
      /** Spec §3: the region's country code (the country list's countryCode), unlike registration's country id. */
      areaId: z.union([z.string().regex(/^[A-Z]{2}$/, fieldProblems.countryCode), z.literal('')]).optional(),
    }),
    data: unreadData(),
  },
  'member.merchant.verification_code': {
    auth: 'none',
    summary: 'Email a 6-digit code for the merchant application.',
    request: z.object({ email: z.email(fieldProblems.email) }),
    data: unreadData(),
  },
  'member.merchant.detail.check': {
    auth: 'none',
    summary: 'A guide’s public profile with tours and reviews.',
    request: z.object({ merchantId: id() }),
    data: merchantProfileSchema,
  },
});
