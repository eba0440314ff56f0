import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sample from '@tours/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

const usefulArticle = { ...sample.article, titleEn: 'Frequently asked questions' };

describe('SiteFooter', () => {
  it('says once that its links could not be loaded, with Try again, instead of four empty headings', async () => {
    const user = userEvent.setup();
    let fails = true;
    mockApi({ '/article/list': () => (fails ? envelopeError(500, 'boom') : { list: [usefulArticle], total: 1 }) });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByText('The footer links could not be loaded.')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The same answer for each of the four groups: an article link, a friendly link and an app link.
    expect(await screen.findAllByRole('link', { name: 'Frequently asked questions' })).toHaveLength(3);
    expect(screen.queryByText('The footer links could not be loaded.')).not.toBeInTheDocument();
  });
});
