import { describe, expect, it, vi } from 'vitest';
import { type OwnWorker, workerVerdict } from './own-worker';

const own: OwnWorker = { scriptURL: 'https://preview.example/tours-preview/preview-sw.js', build: '2026-03-01T10:00:00.000Z' };

const answering = (answer: unknown) => vi.fn(async () => answer);

describe('workerVerdict', () => {
  it('takes the worker at the build’s address that names the build as its own', async () => {
    const askBuild = answering({ kind: 'build', build: own.build });
    expect(await workerVerdict({ scriptURL: own.scriptURL }, own, askBuild)).toEqual({ own: true });
    expect(askBuild).toHaveBeenCalledOnce();
  });

  it.each([
    ['a neighbour’s script at the origin’s root', 'https://preview.example/neighbour-sw.js'],
    ['the same file name under another path', 'https://preview.example/neighbour/preview-sw.js'],
    ['the build’s address with a query', `${own.scriptURL}?v=2`],
    ['the build’s path on another origin', 'https://other.example/tours-preview/preview-sw.js'],
  ])('refuses %s without asking it anything', async (_, scriptURL) => {
    const askBuild = answering({ kind: 'build', build: own.build });
    expect(await workerVerdict({ scriptURL }, own, askBuild)).toEqual({ own: false, reason: 'other-script' });
    expect(askBuild).not.toHaveBeenCalled();
  });

  it.each([
    ['names another build', { kind: 'build', build: '2026-02-01T10:00:00.000Z' }],
    ['answers nothing (a build from before the question)', undefined],
    ['answers another kind', { kind: 'notices', notices: [] }],
    ['names its build as a number', { kind: 'build', build: 20260301 }],
    ['answers a bare string', own.build],
    ['answers null', null],
  ])('takes the worker at the build’s address that %s for another build’s', async (_, answer) => {
    expect(await workerVerdict({ scriptURL: own.scriptURL }, own, answering(answer))).toEqual({ own: false, reason: 'other-build' });
  });

  it('takes a worker at the build’s address that does not answer for another build’s', async () => {
    const silent = vi.fn(() => Promise.reject(new Error('the preview’s service worker did not answer')));
    expect(await workerVerdict({ scriptURL: own.scriptURL }, own, silent)).toEqual({ own: false, reason: 'other-build' });
  });
});
