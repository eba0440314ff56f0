import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { filledShare, StarScore } from './star-score';

describe('StarScore', () => {
  it('is one picture named by its score, with nothing to tab to', () => {
    const { container } = renderWithProviders(<StarScore score={4.3} />);
    const picture = screen.getByRole('img', { name: /4\.3/ });
    expect(picture).toHaveTextContent('4.3');
    expect(container.querySelectorAll('input, label, button')).toHaveLength(0);
    // Two rows of five stars, each one path: what the gold row covers is the only difference.
    expect(picture.querySelectorAll('svg path')).toHaveLength(2);
  });

  it('fills the stars in halves, as the Rating it replaced showed two fractions', () => {
    expect(filledShare(4.3)).toBe(0.9);
    expect(filledShare(4.2)).toBe(0.8);
    expect(filledShare(5)).toBe(1);
    expect(filledShare(0.1)).toBe(0);
    expect(filledShare(7)).toBe(1);
  });

  it('shows 3.5 stars for a tour without a score (spec §9)', () => {
    renderWithProviders(<StarScore score={null} withValue={false} />);
    const picture = screen.getByRole('img', { name: /3\.5/ });
    const gold = picture.querySelector<HTMLElement>('span > span > span');
    expect(gold?.style.width).toBe('70%');
    expect(picture).not.toHaveTextContent('3.5');
  });
});
