import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

/** theme.ts: a Select's options are not drawn (even hidden) until its dropdown opens, so a page of selects stays light. */
describe('Select with the shop theme', () => {
  it('mounts its options when opened, not with the page', async () => {
    renderWithProviders(<Select label="Country" data={['China', 'Japan', 'France']} />);
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByLabelText('Country'));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });
});
