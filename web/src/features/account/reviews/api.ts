import { PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions } from '../../../api/query';

/** My Review's page (member.product.comment.user.page), 10 a page; a new review invalidates it (features/reviews/api.ts). */
export const myReviewsOptions = (pageNo: number) => callQueryOptions('member.product.comment.user.page', { pageNo, pageSize: PAGE_SIZE });
