import { codes } from '@tours/contract';
import { DomainError } from '../domain/index.js';

/**
 * The reason as any caller may read it: each file by its name alone, never the folders it lies in on this machine (a
 * visitor of the shop reaches this answer through the storefront). The control plane's world list keeps the whole reason.
 */
const withoutFolders = (reason: string): string => reason.replace(/(?:[A-Za-z]:)?(?:[\\/][^\\/\s:]+)+[\\/]([^\\/\s:]+)/g, '$1');

/**
 * A saved world that could not be built from its files (a damaged or hand-edited log, a bad row). It
 * is not served, so nothing answers from a world that never was, and it does not stop the others;
 * replacing its data (reset, reseed, import) repairs it.
 */
export class BrokenWorldError extends DomainError {
  constructor(
    readonly world: string,
    readonly reason: string,
  ) {
    super(codes.unavailable, {
      key: 'verbatim',
      values: {
        text:
          `World "${world}" is not served: its saved files could not be loaded: ${withoutFolders(reason)}. The other worlds are not affected. ` +
          `Repair it by replacing its data: POST /__mock/reset, POST /__mock/reseed or PUT /__mock/state with the header X-Mock-World: ${world}, ` +
          `or POST /__mock/worlds/${world}/reset.`,
      },
    });
  }
}
