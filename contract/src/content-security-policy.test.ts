import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './content-security-policy.js';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('pageContentSecurityPolicy', () => {
  it('allows this server only, no inline script, no framing by others, by default', () => {
    const policy = pageContentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('adds allowed origins to every fetch directive, frames to frame-src and form targets to form-action only', () => {
    const policy = pageContentSecurityPolicy({
      allow: ['https://maps.test'],
      frames: ['https://osm.test'],
      formTargets: ['https://back.test'],
    });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://maps.test");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://osm.test https://maps.test");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://back.test");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://maps.test");
  });
});
