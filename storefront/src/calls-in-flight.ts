import type { FastifyReply } from 'fastify';

/** Answers a call cut before its backend answered (the contract's 502 envelope, forward.ts). */
type AnswerCut = (reply: FastifyReply) => unknown;

/**
 * The forwarded calls still open, each with one deadline for the whole call: the backend's headers and its body. A
 * backend that sends two bytes every half second never trips a per-read timeout, so the call itself is timed. A call
 * cut before its answer began gets the 502 envelope; one cut while its body streams can only be closed, since its
 * status is already sent. A stopping server cuts them all at once (cutAll).
 */
export class CallsInFlight {
  private readonly cuts = new Set<() => void>();

  constructor(
    private readonly deadlineMs: number,
    private readonly answerCut: AnswerCut,
  ) {}

  bound(reply: FastifyReply): void {
    const cut = () => {
      forget();
      if (reply.sent || reply.raw.headersSent) reply.raw.destroy();
      else this.answerCut(reply.header('connection', 'close'));
    };
    const timer = setTimeout(cut, this.deadlineMs);
    const forget = () => {
      clearTimeout(timer);
      this.cuts.delete(cut);
    };
    this.cuts.add(cut);
    reply.raw.once('close', forget);
  }

  cutAll(): void {
    for (const cut of [...this.cuts]) cut();
  }
}
