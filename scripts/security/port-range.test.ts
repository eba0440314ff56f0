import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PortRange } from './port-range.js';

const held: Server[] = [];
const hold = (port: number) =>
  new Promise<void>((resolve) => {
    const server = createServer();
    held.push(server);
    server.listen(port, '127.0.0.1', resolve);
  });
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((closed) => server.close(closed))));
});

describe('PortRange (npm run probe -- --ports <first>-<last>)', () => {
  it('reads a range, 30000-30199 when none is given, and refuses one that is no range of unprivileged ports', () => {
    expect(String(PortRange.parse('42000-42100'))).toBe('42000-42100');
    expect(String(PortRange.parse())).toBe('30000-30199');
    for (const text of ['42100-42000', '80-90', '42000-70000', '42000', 'x-y', '42000-42100-42200'])
      expect(() => PortRange.parse(text), text).toThrow(/^--ports ".*" must be a range of ports from 1024 to 65535/);
  });

  it('hands out each port once, skips one another process listens on, and wraps round to the first', async () => {
    const range = PortRange.parse('31990-31992');
    await hold(31991);
    expect([await range.free(), await range.free(), await range.free()]).toEqual([31990, 31992, 31990]);
  });

  it('says so when no port of the range is free', async () => {
    await hold(31993);
    await expect(PortRange.parse('31993-31993').free()).rejects.toThrow('no port of 31993-31993 is free');
  });

  it('listens again on the next port when another process took the first between the check and the listen', async () => {
    const range = PortRange.parse('31994-31996');
    const tried: number[] = [];
    const port = await range.listen(async (candidate) => {
      tried.push(candidate);
      if (tried.length === 1) throw new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${candidate}`);
      return candidate;
    });
    expect({ tried, port }).toEqual({ tried: [31994, 31995], port: 31995 });
    await expect(range.listen(async () => Promise.reject(new Error('exited with 1')))).rejects.toThrow('exited with 1');
  });
});
