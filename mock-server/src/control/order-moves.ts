export { allowedMoves, MOVES_FROM, type OrderMove } from '../domain/index.js';
export { statusName } from '../runtime/back-office.js';
