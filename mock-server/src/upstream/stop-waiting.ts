import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Aborted when nobody waits for a forwarded answer any more: the caller closed its connection, or the
 * server is shutting down (`closing`). Passed to the outgoing call, so it ends with its caller and never
 * keeps a socket to the backend, or the shutdown, waiting for an answer no one will read.
 */
export function stopWaitingSignal(request: FastifyRequest, reply: FastifyReply, closing: AbortSignal): AbortSignal {
  const callerGone = new AbortController();
  const leave = () => callerGone.abort(new Error('the caller closed the connection'));
  // The response closes after its last byte too; only a close before that means the caller left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) leave();
  });
  if (request.raw.socket?.destroyed) leave();
  return AbortSignal.any([callerGone.signal, closing]);
}

/** Why a signal from stopWaitingSignal fired, as a 502 message goes on. */
export const stopReason = (signal: AbortSignal): string => (signal.reason instanceof Error ? signal.reason.message : 'no one waits for it');
