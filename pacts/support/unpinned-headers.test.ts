import { headerKeysOfRequest } from '@tours/contract/request-headers';
import { describe, expect, it } from 'vitest';
import { readCommittedPact } from './pact-file';
import { pinnedShapes } from './pinned-shapes';
import { unpinnedHeaders } from './unpinned-headers';

const pinned = [...pinnedShapes(readCommittedPact()).keys()];
const memberInfo = { method: 'POST', url: '/rest/api/member/info', contentType: 'application/x-www-form-urlencoded', body: '' };
const productSearch = { method: 'POST', url: '/rest/api/product/search', contentType: 'application/x-www-form-urlencoded', body: '' };
/** What web/src/api/client.ts sets on a logged-in customer's form call. */
const CLIENT_HEADERS = ['Accept', 'Content-Type', 'Authorization', 'Accept-Language'];

describe('the request headers the client sets, against the committed pact', () => {
  it('finds every header the client sets today pinned by an interaction', () => {
    expect(unpinnedHeaders(headerKeysOfRequest(memberInfo, CLIENT_HEADERS), pinned)).toEqual([]);
  });

  it('names a header no interaction pins, with each call that sent it', () => {
    const sent = [
      ...headerKeysOfRequest(memberInfo, [...CLIENT_HEADERS, 'X-Debug']),
      ...headerKeysOfRequest(productSearch, [...CLIENT_HEADERS, 'x-debug', 'X-Requested-With']),
    ];
    expect(unpinnedHeaders(sent, pinned)).toEqual([
      'header x-debug, sent with member.info, product.search (no interaction pins it)',
      'header x-requested-with, sent with product.search (no interaction pins it)',
    ]);
  });

  it('leaves out what the browser writes itself: a server draw passes on the visitor’s Cookie as the browser would', () => {
    const sent = headerKeysOfRequest(memberInfo, [...CLIENT_HEADERS, 'Cookie', 'Referer', 'Origin', 'sec-ch-ua']);
    expect(unpinnedHeaders(sent, pinned)).toEqual([]);
  });

  it('records nothing for a request outside the API', () => {
    expect(headerKeysOfRequest({ method: 'GET', url: '/pictures/tour-1.png' }, ['X-Debug'])).toEqual([]);
  });
});
