import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PriceBreakdown } from './price-breakdown';

const [fixtureItem] = quoteFixture.items;
if (!fixtureItem) throw new Error('the quote fixture has no item');

describe('PriceBreakdown', () => {
  it('shows unit price × count = line total for each band', () => {
    const item = { ...fixtureItem, adultCount: 2, adultPrice: 97.5, childCount: 3, childPrice: 20 };
    renderWithProviders(<PriceBreakdown quote={{ ...quoteFixture, items: [item], price: { payPrice: 255 } }} />);
    const [adult, child] = screen.getAllByTestId('quote-line');
    expect(adult).toHaveTextContent(/^Adult\s*\$97\.50 × 2\s*\$195\.00$/);
    expect(child).toHaveTextContent(/^Child\s*\$20\.00 × 3\s*\$60\.00$/);
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$255');
  });

  it('reads amounts a backend wrote as text ("97.50") as it reads the numbers', () => {
    const drawn = (adultPrice: number | string, childPrice: number | string, payPrice: number | string) => {
      const item = { ...fixtureItem, adultCount: 2, adultPrice, childCount: 3, childPrice };
      return renderWithProviders(<PriceBreakdown quote={{ ...quoteFixture, items: [item], price: { payPrice } }} />).container.textContent;
    };
    expect(drawn('97.50', '20.00', '255.00')).toBe(drawn(97.5, 20, 255));
    const [, textTotal] = screen.getAllByTestId('quote-total');
    expect(textTotal).toHaveTextContent(/^\$255$/);
  });

  it('keeps a group price as one price for the party', () => {
    const item = { ...fixtureItem, priceMode: 1, adultCount: 4, adultPrice: 300 };
    renderWithProviders(<PriceBreakdown quote={{ ...quoteFixture, items: [item], price: { payPrice: 300 } }} />);
    expect(screen.queryByTestId('quote-line')).not.toBeInTheDocument();
    expect(screen.getByText('Adult × 4')).toBeInTheDocument();
  });
});
