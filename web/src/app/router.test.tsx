import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { createTestQueryClient } from '../test/render';
import { sampleAnswers } from '../test/sample-answers';
import { createAppRouter } from './router';
import { preloadRoute } from './routes';

const openAt = (address: string) => window.history.replaceState(null, '', address);

describe("the browser's router", () => {
  afterEach(() => openAt('/'));

  it('draws the first page at once, without running its loaders: its screens ask their own calls', async () => {
    const api = mockApi(sampleAnswers);
    openAt('/guide?id=3');
    await preloadRoute('/guide');

    const router = createAppRouter(createTestQueryClient());

    expect(router.state.initialized).toBe(true);
    expect(api.calls).toEqual([]);
    router.dispose();
  });

  it("starts the next page's first-screen calls as the navigation starts, before any screen renders", async () => {
    const api = mockApi(sampleAnswers);
    openAt('/');
    const router = createAppRouter(createTestQueryClient());

    const navigated = router.navigate('/productInfo/12?reviewPage=2');

    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/product/detail', '/member/product/comment/page'])),
    );
    expect(api.bodiesOf('/member/product/comment/page')[0]?.get('pageNo')).toBe('2');
    await navigated;
    expect(router.state.location.pathname).toBe('/productInfo/12');
    router.dispose();
  });

  it('asks a call the cache already holds fresh no second time', async () => {
    const api = mockApi(sampleAnswers);
    openAt('/');
    const router = createAppRouter(createTestQueryClient());

    await router.navigate('/Blog');
    await router.navigate('/');
    await router.navigate('/Blog');

    const asked = api.calls.map((call) => `${call.path}?${call.body}`);
    expect(asked).toContain('/blog/list?pageNo=1&pageSize=10&keyword=&cityIds=&orderBy=4');
    expect(new Set(asked).size).toBe(asked.length);
    router.dispose();
  });
});
