import { Menu } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ComponentPropsWithRef, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredPart } from './deferred-part';

function Trigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" aria-haspopup="menu" {...props}>
      Account
    </button>
  );
}

function AccountMenu({ defaultOpened }: { defaultOpened: boolean }) {
  return (
    <Menu defaultOpened={defaultOpened}>
      <Menu.Target>
        <Trigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>My Order</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A module that arrives only when the test says so, like a chunk on a slow network. */
function slowModule() {
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = async () => {
    await loaded;
    return { AccountMenu };
  };
  const Lazy = lazy(async () => ({ default: (await load()).AccountMenu }));
  return { load, Lazy, arrive };
}

/** The test window answers every media query with false (test/setup.ts): a touch screen. This one has a mouse. */
const touchScreen = window.matchMedia;
function withHoveringPointer(): void {
  window.matchMedia = (query: string) => ({ ...touchScreen(query), matches: query === '(hover: hover)' });
}

afterEach(() => {
  window.matchMedia = touchScreen;
});

const untouched = async () => {
  await new Promise((resolve) => setTimeout(resolve, 400));
};

describe('DeferredPart', () => {
  it('paints the trigger at once and opens the part after a click made before it was loaded', async () => {
    const { load, Lazy, arrive } = slowModule();
    renderWithProviders(
      <DeferredPart preload={load} placeholder={(trigger) => <Trigger {...trigger} />}>
        {(opened) => <Lazy defaultOpened={opened} />}
      </DeferredPart>,
    );
    const placeholder = screen.getByRole('button', { name: 'Account' });
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(placeholder);
    expect(screen.queryByRole('menuitem', { name: 'My Order' })).toBeNull();
    arrive();
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });

  it('mounts the part closed when the browser is idle, and keeps the keyboard focus on the trigger', async () => {
    const { load, Lazy, arrive } = slowModule();
    renderWithProviders(
      <DeferredPart preload={load} placeholder={(trigger) => <Trigger {...trigger} />}>
        {(opened) => <Lazy defaultOpened={opened} />}
      </DeferredPart>,
    );
    const placeholder = screen.getByRole('button', { name: 'Account' });
    placeholder.focus();
    arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).not.toBe(placeholder));
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
    expect(screen.queryByRole('menuitem', { name: 'My Order' })).toBeNull();
  });

  it('with a mouse, mounts the part when the browser is idle, untouched', async () => {
    withHoveringPointer();
    const { load, Lazy, arrive } = slowModule();
    renderWithProviders(
      <DeferredPart preload={load} placeholder={(trigger) => <Trigger {...trigger} />}>
        {(opened) => <Lazy defaultOpened={opened} />}
      </DeferredPart>,
    );
    const placeholder = screen.getByRole('button', { name: 'Account' });
    arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).not.toBe(placeholder), { timeout: 3_000 });
  });

  it('on a touch screen, waits for the first touch, loading nothing before it', async () => {
    const { load, Lazy, arrive } = slowModule();
    const asked = vi.fn(load);
    renderWithProviders(
      <DeferredPart preload={asked} placeholder={(trigger) => <Trigger {...trigger} />}>
        {(opened) => <Lazy defaultOpened={opened} />}
      </DeferredPart>,
    );
    const placeholder = screen.getByRole('button', { name: 'Account' });
    arrive();
    await untouched();
    expect(screen.getByRole('button', { name: 'Account' })).toBe(placeholder);
    expect(asked).not.toHaveBeenCalled();
    fireEvent.pointerEnter(placeholder);
    expect(asked).toHaveBeenCalledOnce();
    fireEvent.click(placeholder);
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });
});
