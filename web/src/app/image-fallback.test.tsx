import { Image } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICTURE_FALLBACK } from '../lib/picture-fallback';
import { renderWithProviders } from '../test/render';

// The theme gives every Mantine Image the "no picture" field (order rows, reviews, checkout's summary, the gallery...).
describe('Image in the shop theme', () => {
  it('draws the no-picture field for an empty address, without an empty src', () => {
    renderWithProviders(<Image src="" alt="Tea walk" />);
    expect(screen.getByRole('img', { name: 'Tea walk' })).toHaveAttribute('src', PICTURE_FALLBACK);
  });

  it('draws it when the picture fails to load', () => {
    renderWithProviders(<Image src="/media/tours/gone.jpg" alt="Tea walk" />);
    // A failed load is the browser's event, not a person's: user-event has no way to cause it.
    fireEvent.error(screen.getByRole('img', { name: 'Tea walk' }));
    expect(screen.getByRole('img', { name: 'Tea walk' })).toHaveAttribute('src', PICTURE_FALLBACK);
  });
});
