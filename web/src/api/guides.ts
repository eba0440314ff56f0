import { callQueryOptions } from './query';

/** A guide's public profile with their tours and reviews (spec §2 Guide profile); its failure is not toasted (spec §8). */
export const guideProfileOptions = (merchantId: number) => callQueryOptions('member.merchant.detail.check', { merchantId });
