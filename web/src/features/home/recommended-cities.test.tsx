import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICTURE_FALLBACK } from '../../lib/picture-fallback';
import { renderWithProviders } from '../../test/render';
import { RecommendedCities } from './recommended-cities';

const cities = [
  { id: 1, englishName: 'Beijing', chineseName: '北京', picUrl: '/media/cities/beijing.svg' },
  { id: 10, englishName: 'Paris', chineseName: '巴黎' },
];

describe('RecommendedCities', () => {
  it("shows each city's own picture behind its name, fetched lazily, and the fallback for a city without one", () => {
    renderWithProviders(<RecommendedCities cities={cities} />);
    const beijing = screen.getByRole('link', { name: 'Beijing' }).querySelector('img');
    expect(beijing).toHaveAttribute('src', '/media/cities/beijing.svg');
    expect(beijing).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Paris' }).querySelector('img')).toHaveAttribute('src', PICTURE_FALLBACK);
  });
});
