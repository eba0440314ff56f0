import { z } from 'zod';
import { count, dateTime, id, language } from './formats.js';

export const userRowSchema = z.object({
  id,
  email: z.string(),
  /** Hex SHA-256 of salt + password. */
  passwordHash: z.string(),
  salt: z.string(),
  name: z.string(),
  surname: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  areaId: id.nullable(),
  logo: z.string(),
  languageId: id.nullable(),
  language: z.string().nullable(),
  currencyId: id.nullable(),
  flagEmail: z.boolean(),
  createTime: dateTime,
});
export type UserRow = z.output<typeof userRowSchema>;

export const sessionRowSchema = z.object({
  userId: id,
  createdAt: dateTime,
  /** On the world's clock, so advancing it ends sessions. */
  expiresAt: dateTime,
  /** The language of the login or sign-up that opened it; absent when that request named none, and in older worlds. */
  language: language.optional(),
});
export type SessionRow = z.output<typeof sessionRowSchema>;

export const loginFailureRowSchema = z.object({
  /** Lower-case, as typed: unknown emails are counted too, so a lock tells nothing about accounts. */
  email: z.string(),
  /** Failures within the counting window, oldest first. */
  failedAt: z.array(dateTime),
  lockedUntil: dateTime.nullable(),
});
export type LoginFailureRow = z.output<typeof loginFailureRowSchema>;

const codePurposeSchema = z.enum(['register', 'merchant']);
export type CodePurpose = z.output<typeof codePurposeSchema>;

export const verificationCodeSchema = z.object({
  email: z.string(),
  purpose: codePurposeSchema,
  code: z.string(),
  sentAt: dateTime,
  expiresAt: dateTime,
  used: z.boolean(),
  /** Wrong guesses of this code; at the limit the code is spent. */
  wrongAttempts: count,
});

export const outboxEmailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().optional(),
  sentAt: dateTime,
  /** The language it is written in; absent in worlds saved before emails recorded it (outbox.ts reads it from the subject). */
  language: language.optional(),
});

export const favoriteRowSchema = z.object({ id, userId: id, spuId: id, createTime: dateTime });

export const cardRowSchema = z.object({
  id,
  userId: id,
  bankType: z.number().int(),
  cardType: z.string(),
  cardName: z.string(),
  last4: z.string(),
  createTime: dateTime,
});
export type CardRow = z.output<typeof cardRowSchema>;

export const applicationRowSchema = z.object({
  id,
  identity: z.number().int(),
  merchantName: z.string(),
  identityCode: z.string(),
  contactPerson: z.string(),
  contactNumber: z.string(),
  serviceContent: z.string(),
  picUrl: z.array(z.string()),
  email: z.string(),
  region: z.string(),
  IDNumber: z.string(),
  /** A country code (spec §3), not a country id as at registration. */
  areaId: z.string().nullable(),
  createTime: dateTime,
});
