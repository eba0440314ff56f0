import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ReviewList } from './review-list';

const base = { userAvatar: '', commentTime: '2030-05-20 10:00', scores: 4, picUrls: [] };

describe('ReviewList', () => {
  it('shows a tour review (`cotent`) and a guide review (`content`) with their pictures, sanitized', () => {
    const { container } = renderWithProviders(
      <ReviewList
        sayWhenEmpty
        reviews={[
          { ...base, id: 1, userNickname: 'ada', cotent: '<p>Lovely<img src=x onerror="alert(1)"></p>', picUrls: ['/media/a.svg'] },
          { ...base, userNickname: 'lin', content: '<p>Great guide</p>' },
        ]}
      />,
    );
    expect(within(screen.getByRole('article', { name: 'ada' })).getByText('Lovely')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'ada' })).getByRole('list', { name: 'Review pictures' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'lin' })).getByText('Great guide')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.queryByText('No reviews yet.')).toBeNull();
  });

  it('says "No reviews yet." for an empty list only when asked (once the list has loaded)', () => {
    const { unmount } = renderWithProviders(<ReviewList reviews={[]} sayWhenEmpty={false} />);
    expect(screen.queryByText('No reviews yet.')).toBeNull();
    unmount();
    renderWithProviders(<ReviewList reviews={[]} sayWhenEmpty />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });
});
