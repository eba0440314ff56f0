import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Answer, type Probe, send } from '../probe-http.js';
import { demoToken, FORM, form, JSON_BODY } from './servers.js';

/** The folder a --state-file keeps its worlds in (mock-server/README.md, "Persistence"). */
const worldsFolder = (stateFile: string) => `${stateFile}.worlds`;

/** The newest log of a world: `<world>.<generation>.log`. */
export function logOf(stateFile: string, world: string): string {
  const folder = worldsFolder(stateFile);
  const logs = readdirSync(folder)
    .filter((file) => file.startsWith(`${world}.`) && file.endsWith('.log'))
    .sort((a, b) => generation(b) - generation(a));
  const newest = logs[0];
  if (!newest) throw new Error(`no log for world ${world} in ${folder}`);
  return join(folder, newest);
}

const generation = (file: string) => Number(/\.(\d+)\.log$/.exec(file)?.[1] ?? -1);

export const worldHeader = (world: string) => ({ 'x-mock-world': world });

export async function createWorld(port: number, name: string): Promise<void> {
  const answer = await send(port, { method: 'POST', path: '/__mock/worlds', headers: JSON_BODY, body: JSON.stringify({ name }) });
  if (answer.status !== 201) throw new Error(`could not create world ${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
}

export function favourite(world: string, token: string, spuId: number, action: 'create' | 'cancel' = 'create'): Probe {
  return {
    method: 'POST',
    path: `/rest/api/member/favorite/${action}`,
    headers: { ...FORM, ...worldHeader(world), authorization: token },
    body: form({ spuId: String(spuId) }),
  };
}

/** The tour ids in the demo customer's favourites, or null when the world does not answer them. */
export async function favouriteIds(port: number, world: string, token: string): Promise<Set<number> | null> {
  const answer = await send(port, {
    method: 'POST',
    path: '/rest/api/member/favorite/list',
    headers: { ...FORM, ...worldHeader(world), authorization: token },
    body: form({ pageNo: '1', pageSize: '100' }),
  });
  if (answer.code !== 200) return null;
  const page = JSON.parse(answer.text) as { data?: { list?: { spuId?: number; id?: number }[] } };
  return new Set((page.data?.list ?? []).map((item) => Number(item.spuId ?? item.id)));
}

export { demoToken };

/** Appends raw text to a file: the hand of whoever corrupts it. */
export const appendRaw = (path: string, text: string | Buffer) => appendFileSync(path, text);

/** Puts a line between the last two records of a log. */
export function insertBeforeLastRecord(path: string, line: string): void {
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  lines.splice(Math.max(0, lines.length - 1), 0, line);
  writeFileSync(path, `${lines.join('\n')}\n`);
}

export const isAccepted = (answer: Answer) => answer.status < 400 && answer.code === 200;
