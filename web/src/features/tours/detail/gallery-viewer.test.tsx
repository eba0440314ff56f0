import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { GalleryViewer } from './gallery-viewer';

describe('GalleryViewer', () => {
  it("names each picture after the tour and its place in the gallery, since the pictures are the viewer's content", async () => {
    renderWithProviders(
      <GalleryViewer pictures={['/media/a.svg', '/media/b.svg']} startAt={0} onClose={() => undefined} title="Paris by boat" />,
    );
    expect(await screen.findByRole('img', { name: 'Paris by boat, 1 / 2' })).toHaveAttribute('src', '/media/a.svg');
    expect(screen.getByRole('img', { name: 'Paris by boat, 2 / 2' })).toHaveAttribute('src', '/media/b.svg');
  });
});
