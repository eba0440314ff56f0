/** What makes a service worker this build's own: the script address the page registers, and the build name baked into both. */
export interface OwnWorker {
  scriptURL: string;
  build: string;
}

/**
 * Why a worker is not the build's own: a script at another address (a neighbour's on the same origin), or the
 * build's address running another build's code (an older preview, or one that answers no build).
 */
export type ForeignReason = 'other-script' | 'other-build';

export type WorkerVerdict = { own: true } | { own: false; reason: ForeignReason };

/** The one thing the verdict reads of a worker without asking it. */
interface AddressedWorker {
  readonly scriptURL: string;
}

function namesBuild(answer: unknown, build: string): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  return 'kind' in answer && answer.kind === 'build' && 'build' in answer && answer.build === build;
}

/**
 * Whether a worker is the build's own. One at another address is foreign whatever it would say, and is asked nothing:
 * the page never hands a foreign worker a message or a port. One at the build's address is asked its build name, and is
 * another build's unless it answers with this page's: an older build (which answers this question with nothing), a
 * worker that answers anything else, or one that does not answer at all (`askBuild` rejects).
 */
export async function workerVerdict<W extends AddressedWorker>(
  worker: W,
  own: OwnWorker,
  askBuild: (worker: W) => Promise<unknown>,
): Promise<WorkerVerdict> {
  if (worker.scriptURL !== own.scriptURL) return { own: false, reason: 'other-script' };
  const answer = await askBuild(worker).catch(() => null);
  return namesBuild(answer, own.build) ? { own: true } : { own: false, reason: 'other-build' };
}
