import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubControlPlane } from './control-stub';
import { renderSection } from './test-render';
import { WorldsSection } from './worlds-section';

afterEach(() => vi.unstubAllGlobals());

const world = (name: string) => ({
  name,
  users: 3,
  orders: 7,
  clockOffsetMs: 0,
  sessionExpired: false,
  pictures: { drawn: 12, drawingMs: 1460, refusedBusy: 1, refusedUnnamed: 300 },
});

describe('WorldsSection', () => {
  it('lists every world, marks the current one, and keeps each row’s actions together (no delete for default)', async () => {
    const names = ['default', ...Array.from({ length: 9 }, (_, n) => `qa-${n + 1}`)];
    stubControlPlane({ 'GET /__mock/worlds': { body: { current: 'qa-2', worlds: names.map(world) } } });
    renderSection(<WorldsSection />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(within(rows[2] as HTMLElement).getByText('current')).toBeInTheDocument();
    // What its pictures cost the rasteriser, so a person sees which world costs what.
    expect(rows[1]).toHaveTextContent('3 users, 7 orders; pictures: 12 drawn in 1.5 s, 301 refused');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter world qa-1' })).toHaveAttribute('href', '/__mock/worlds/qa-1/enter');
    expect(screen.getByRole('button', { name: 'Delete world qa-9' })).toBeInTheDocument();
  });

  it('creates a world, deletes one and reseeds this one, and reads the list again after each', async () => {
    let names = ['default'];
    const { requests } = stubControlPlane({
      'GET /__mock/worlds': () => ({ body: { current: 'default', worlds: names.map(world) } }),
      'POST /__mock/worlds': ({ body }) => {
        names = [...names, (body as { name: string }).name];
        return { status: 201, body: {} };
      },
      'DELETE /__mock/worlds/qa-1': () => {
        names = ['default'];
        return { body: { deleted: true } };
      },
      'POST /__mock/reseed': { body: { reseeded: true } },
    });
    const user = userEvent.setup();
    renderSection(<WorldsSection />);
    await user.type(await screen.findByRole('textbox', { name: /New world/ }), 'qa-1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('status')).toHaveTextContent('World qa-1 created');
    await user.click(await screen.findByRole('button', { name: 'Delete world qa-1' }));
    expect(await screen.findByText('World qa-1 deleted')).toBeInTheDocument();
    expect(screen.queryByText('qa-1')).toBeNull();

    await user.type(screen.getByRole('spinbutton', { name: 'Seed' }), '7');
    await user.type(screen.getByRole('spinbutton', { name: /Scale/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Reseed' }));
    expect(await screen.findByText('Reseeded')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/__mock/reseed')?.body).toEqual({ seed: 7, scale: 40 });
  });
});
