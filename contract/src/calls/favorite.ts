import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { defineCalls } from '../define-call.js';
import { collectedItemSchema } from '../entities/product.js';
import { id, paged, pageNo, pageSize } from '../fields.js';
import { unreadData } from '../unread-data.js';

export const favoriteCalls = defineCalls({
  'member.favorite.create': {
    auth: 'required',
    summary: 'Add a tour to the caller’s favourites.',
    request: z.object({ spuId: id() }),
    data: unreadData(),
  },
  'member.favorite.cancel': {
    auth: 'required',
    summary: 'Remove a tour from the caller’s favourites.',
    request: z.object({ spuId: id() }),
    data: unreadData(),
  },
  'member.favorite.list': {
    auth: 'required',
    summary: 'The caller’s favourites, paged.',
    request: z.object({ pageNo: pageNo(), pageSize: pageSize(PAGE_SIZE) }),
    data: paged(collectedItemSchema),
  },
});
