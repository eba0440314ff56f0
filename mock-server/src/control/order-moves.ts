export { allowedMoves, MOVES_FROM, type OrderMove } from '../domain/index.js';
