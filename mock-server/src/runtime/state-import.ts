import { codes } from '@tours/contract';
import { checkInvariants, developerRefusal, type State } from '../domain/index.js';
import { checkStateShape } from '../domain/state-schema.js';

/**
 * An import replaces nothing unless it has the state's shape (the refusal names the first bad value,
 * e.g. `tours[3].adultPrice`) and then the domain's invariants hold. The schema's copy is kept, so
 * unknown keys do not come along.
 */
export function importedState(body: unknown): State {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw developerRefusal(codes.badRequest, 'body: must be a state object', 'body');
  const shape = checkStateShape(body);
  if (!shape.ok) throw developerRefusal(codes.badRequest, `${shape.path}: ${shape.problem}`, shape.path);
  const problems = checkInvariants(shape.state);
  if (problems.length > 0) throw developerRefusal(codes.badRequest, `state: ${problems.slice(0, 3).join('; ')}`, 'state');
  return shape.state;
}
