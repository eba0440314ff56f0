import type { MerchantProfile } from '@tours/contract';
import { applicationReceivedEmail } from '../account-emails.js';
import { favouriteSet, tourCard } from '../catalog.js';
import { consumeCode, issueCode, sendEmail } from '../codes.js';
import { badRequest, notFound } from '../errors.js';
import { nextId } from '../ids.js';
import { currencyOf } from '../pricing.js';
import { round1 } from '../scores.js';
import type { State } from '../state.js';
import { languageOfRequest } from '../text-language.js';
import { formatDateTime, newerFirst } from '../time.js';
import type { CallContext, Handlers, UploadedFile } from '../types.js';

/** A profile shows the guide's best-selling tours and latest reviews, not a 3,000-tour catalogue. */
const PROFILE_TOURS = 12;
const PROFILE_REVIEWS = 10;

function profile(state: State, merchantId: number, ctx: CallContext): MerchantProfile {
  const merchant = state.merchants.find((m) => m.id === merchantId);
  if (!merchant) throw notFound('guide.missing', { id: merchantId });
  const city = state.cities.find((c) => c.id === merchant.cityId);
  const tours = state.tours.filter((t) => t.merchantId === merchantId);
  const tourIds = new Set(tours.map((t) => t.id));
  const reviews = state.reviews.filter((r) => tourIds.has(r.spuId));
  const user = ctx.userId === null ? undefined : state.users.find((u) => u.id === ctx.userId);
  const currency = currencyOf(state, user?.currencyId);
  const collected = favouriteSet(state, ctx.userId);
  return {
    id: merchant.id,
    logo: merchant.logo,
    name: merchant.name,
    scores: reviews.length === 0 ? null : round1(reviews.reduce((sum, r) => sum + r.scores, 0) / reviews.length),
    reviews: reviews.length,
    cityEn: city?.englishName ?? '',
    cityCn: city?.chineseName ?? '',
    description: merchant.description,
    merchantRouter: [...tours]
      .sort((a, b) => b.salesCount - a.salesCount || a.id - b.id)
      .slice(0, PROFILE_TOURS)
      .map((t) => tourCard(state, t, currency, collected.has(t.id))),
    merchantView: [...reviews]
      .sort((a, b) => newerFirst(a.commentTime, b.commentTime) || b.id - a.id)
      .slice(0, PROFILE_REVIEWS)
      .map((r) => ({
        userAvatar: r.userAvatar,
        userNickname: r.userNickname,
        commentTime: r.commentTime,
        scores: r.scores,
        content: r.content,
        picUrls: r.picUrls,
      })),
  };
}

export const merchantHandlers = {
  // The runtime's multipart reader (runtime/call-payload.ts) has put the checked file under `file`; where it is kept is
  // the runtime's storage, reached through the context.
  'file.upload': (input, ctx) => ctx.saveUpload(input.file as UploadedFile, ctx.userId),

  'member.merchant.verification_code': (input, ctx) => {
    issueCode(ctx.state, input.email, 'merchant', ctx.now, languageOfRequest(ctx));
    return null;
  },

  'member.merchant.application': (input, ctx) => {
    const { state, now } = ctx;
    // Checked before the code is spent: a typo in the region must not cost the applicant a new code.
    if (input.areaId && !state.countries.some((country) => country.countryCode === input.areaId)) {
      throw badRequest('country.unknown', { field: 'areaId' });
    }
    consumeCode(state, input.email, 'merchant', input.verificationCode, now, 'verificationCode');
    const email = input.email.trim().toLowerCase();
    state.applications.push({
      id: nextId(state, 'application'),
      identity: input.identity,
      merchantName: input.merchantName?.trim() ?? '',
      identityCode: input.identityCode?.trim() ?? '',
      contactPerson: input.contactPerson?.trim() ?? '',
      contactNumber: input.contactNumber?.trim() ?? '',
      serviceContent: input.serviceContent?.trim() ?? '',
      picUrl: input.picUrl,
      email,
      region: input.region?.trim() ?? '',
      IDNumber: input.IDNumber?.trim() ?? '',
      areaId: input.areaId || null,
      createTime: formatDateTime(now),
    });
    sendEmail(state, now, applicationReceivedEmail(email, input.contactPerson?.trim() ?? '', languageOfRequest(ctx)));
    return null;
  },

  'member.merchant.detail.check': (input, ctx) => profile(ctx.state, input.merchantId, ctx),
} satisfies Partial<Handlers>;
