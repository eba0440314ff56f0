import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RecommendedCities } from './recommended-cities';

describe('RecommendedCities', () => {
  it("shows each city's own picture behind its name, not a plain grey card", () => {
    renderWithProviders(
      <RecommendedCities
        cities={[
          { id: 1, englishName: 'Beijing', chineseName: '北京', picUrl: '/media/cities/beijing.svg' },
          { id: 10, englishName: 'Paris', chineseName: '巴黎', picUrl: '/media/cities/paris.svg' },
        ]}
      />,
    );
    const card = screen.getByRole('link', { name: 'Paris' });
    const picture = card.firstElementChild as HTMLElement;
    expect(picture.style.backgroundImage).toContain('/media/cities/paris.svg');
    expect(screen.getByRole('link', { name: 'Beijing' }).firstElementChild).toHaveStyle({
      backgroundImage: 'url(/media/cities/beijing.svg)',
    });
  });
});
