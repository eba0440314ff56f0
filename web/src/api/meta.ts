/**
 * What a query or a command may say about how its failure reaches the person; the error policy in
 * app/query-client.ts reads it. A type alias, not an interface: TanStack's Register wants a Record.
 */
export type CallMeta = {
  /** No toast: the caller shows the failure itself (the payment failure message, a screen's error view). */
  silent?: boolean;
  /** The toast says this instead of the server's message or the generic reason. */
  errorMessage?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}
