import { screen } from '@testing-library/react';
import * as sample from '@tours/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopIds } from '../../config/shop-ids';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './about-page';

afterEach(() => vi.unstubAllGlobals());

const contact = {
  ...sample.article,
  contentEn: '<p>hello@tours.test · +1 555 0100</p>',
  content: '<p>hello@tours.test · +1 555 0100（中文）</p>',
};

describe('AboutPage', () => {
  it("gives the footer's contact text, from the same call, rather than contacts of its own", async () => {
    const api = mockApi({ '/article/list': { list: [contact], total: 1 } });
    renderWithProviders(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(await screen.findByText('hello@tours.test · +1 555 0100')).toBeInTheDocument();
    expect(section).toHaveTextContent('hello@tours.test · +1 555 0100');
    expect(section).not.toHaveTextContent('example.com');
    expect(api.bodiesOf('/article/list').map((body) => body.get('categoryId'))).toEqual([String(shopIds.footerArticleCategories.contact)]);
  });

  it('says the contact details could not be loaded, with Try again', async () => {
    mockApi({ '/article/list': () => envelopeError(500, 'boom') });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText('The contact details could not be loaded.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
