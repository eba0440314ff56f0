import { Menu } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentPropsWithRef, type ComponentType, lazy, useState } from 'react';
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

/** A module holding `part` that arrives only when the test says so, like a chunk on a slow network. */
function slowModuleOf<P extends object>(part: ComponentType<P>) {
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = async () => {
    await loaded;
    return { part };
  };
  const Lazy = lazy(async () => ({ default: (await load()).part }));
  return { load, Lazy, arrive };
}

const slowModule = () => slowModuleOf(AccountMenu);

/** The account menu as a DeferredPart over `module`; `preload` is what its trigger's first touch calls. Returns that trigger. */
function renderAccountPart(module: ReturnType<typeof slowModule>, preload: () => Promise<unknown> = module.load): HTMLElement {
  renderWithProviders(
    <DeferredPart preload={preload} placeholder={(trigger) => <Trigger {...trigger} />}>
      {(opened) => <module.Lazy defaultOpened={opened} />}
    </DeferredPart>,
  );
  return screen.getByRole('button', { name: 'Account' });
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
    const user = userEvent.setup();
    const module = slowModule();
    const placeholder = renderAccountPart(module);
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await user.click(placeholder);
    expect(screen.queryByRole('menuitem', { name: 'My Order' })).toBeNull();
    module.arrive();
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });

  it('mounts the part closed when its trigger is focused, and keeps the keyboard focus on the trigger', async () => {
    const module = slowModule();
    const placeholder = renderAccountPart(module);
    placeholder.focus();
    module.arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).not.toBe(placeholder));
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
    expect(screen.queryByRole('menuitem', { name: 'My Order' })).toBeNull();
  });

  it('with a mouse, fetches nothing until the pointer reaches the trigger', async () => {
    withHoveringPointer();
    const user = userEvent.setup();
    const module = slowModule();
    const placeholder = renderAccountPart(module);
    module.arrive();
    await untouched();
    expect(screen.getByRole('button', { name: 'Account' })).toBe(placeholder);
    await user.hover(placeholder);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).not.toBe(placeholder));
    expect(screen.queryByRole('menuitem', { name: 'My Order' })).toBeNull();
  });

  it('opens the part for a click its placeholder took while the part was being drawn closed', async () => {
    withHoveringPointer();
    const module = slowModule();
    // The placeholder's handlers as the page last painted them: a click can reach them while React is still drawing
    // the part that the pointer's arrival asked for, and its update is applied after that part has mounted closed.
    let painted: { onClick: () => void; onPointerEnter: () => void } | undefined;
    renderWithProviders(
      <DeferredPart
        preload={module.load}
        placeholder={(trigger) => {
          painted = trigger;
          return <Trigger {...trigger} />;
        }}
      >
        {(opened) => <module.Lazy defaultOpened={opened} />}
      </DeferredPart>,
    );
    const placeholder = screen.getByRole('button', { name: 'Account' });
    act(() => painted?.onPointerEnter());
    module.arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).not.toBe(placeholder), { timeout: 3_000 });
    act(() => painted?.onClick());
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });

  it('opens the part for a mouse button pressed on the placeholder and released after the part took its place', async () => {
    withHoveringPointer();
    const user = userEvent.setup();
    const module = slowModule();
    const placeholder = renderAccountPart(module);
    await user.hover(placeholder);
    // Chromium sends no click when the pressed element is gone by the release, so the press alone must open the part.
    await user.pointer({ keys: '[MouseLeft>]', target: placeholder });
    module.arrive();
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });

  it('opens the part for Space pressed on the placeholder and released after the part took its place', async () => {
    const user = userEvent.setup();
    const module = slowModule();
    renderAccountPart(module);
    await user.tab();
    // Held down: the click a button gives Space on its release never comes to the placeholder, which is gone by then.
    await user.keyboard('[Space>]');
    module.arrive();
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });

  it('hands an arrow key pressed on the placeholder to the part, focused on its own trigger', async () => {
    const user = userEvent.setup();
    function KeyMenu() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Trigger aria-expanded={opened} onKeyDown={(event) => event.key === 'ArrowDown' && setOpened(true)} />
          {opened ? <p>Opened at the first item</p> : null}
        </>
      );
    }
    const { load, Lazy, arrive } = slowModuleOf(KeyMenu);
    renderWithProviders(
      <DeferredPart preload={load} placeholder={(trigger) => <Trigger {...trigger} />}>
        {() => <Lazy />}
      </DeferredPart>,
    );
    await user.tab();
    const placeholder = screen.getByRole('button', { name: 'Account' });
    expect(placeholder).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    arrive();
    expect(await screen.findByText('Opened at the first item')).toBeVisible();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).not.toBe(placeholder);
    expect(trigger).toHaveFocus();
  });

  it('on a touch screen, waits for the first touch, loading nothing before it', async () => {
    const user = userEvent.setup();
    const module = slowModule();
    const asked = vi.fn(module.load);
    const placeholder = renderAccountPart(module, asked);
    module.arrive();
    await untouched();
    expect(screen.getByRole('button', { name: 'Account' })).toBe(placeholder);
    expect(asked).not.toHaveBeenCalled();
    // A tap in two halves: the finger down wakes the part, which takes the placeholder's place before the finger lifts
    // there, on the part's own trigger.
    await user.pointer({ keys: '[TouchA>]', target: placeholder });
    expect(asked).toHaveBeenCalledOnce();
    await user.pointer({ keys: '[/TouchA]', target: screen.getByRole('button', { name: 'Account' }) });
    expect(await screen.findByRole('menuitem', { name: 'My Order' })).toBeVisible();
  });
});
