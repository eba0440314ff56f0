import { PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions, useCallEnvelopeMutation } from '../../api/query';
import { shopIds } from '../../config/shop-ids';

/** The /Settled page's calls (spec §2); the email code is a shared send (api/verification-codes.ts). */

/** The intro (its first item is the headline) or the benefits, from the content categories. */
export const settlementContentOptions = (part: 'intro' | 'benefits') =>
  callQueryOptions('content.list', {
    categoryId: part === 'intro' ? shopIds.contentCategories.settlementIntro : shopIds.contentCategories.settlementBenefits,
    pageNo: 1,
    pageSize: PAGE_SIZE,
  });

/**
 * Sends the application; the page replaces the form with its confirmation on success, and the server's success
 * message is shown (spec §8), so the envelope comes back.
 */
export const useSubmitApplication = () => useCallEnvelopeMutation('member.merchant.application');
