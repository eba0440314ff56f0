import { ENTITY_NOT_FOUND, renderPage } from '../server-render/render-page';

/** renderPage for a page that exists: a not-found answer fails the test that did not expect one. */
export async function drawPage(request: Request) {
  const drawn = await renderPage(request);
  if (drawn === ENTITY_NOT_FOUND) throw new Error(`${request.url} was answered as not found`);
  return drawn;
}
