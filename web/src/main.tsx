import { prepareShop, renderShop } from './start-shop';

// The shop's entry. The browser-only preview (preview/src/main.ts) calls the same two steps with its mock between.
// Preparing the shop waits for the task after the one that evaluates its modules: on a phone each is about 100 ms of
// main thread, and two tasks of 100 ms leave input waiting less than one of 200 ms (Total Blocking Time).
setTimeout(() => void prepareShop().then(renderShop));
