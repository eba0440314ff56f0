import { yieldToInput } from './lib/yield-to-input';
import { prepareShop, renderShop } from './start-shop';

// The shop's entry. The browser-only preview (preview/src/main.ts) calls the same two steps with its mock between.
// Preparing the shop waits for the task after the one that evaluates its modules: on a phone each is about 100 ms of
// main thread, and two tasks of 100 ms leave input waiting less than one of 200 ms (Total Blocking Time).
// Rendering starts in a task of its own too, not in the tail of the one that brought the page's last module.
setTimeout(() => void prepareShop().then(yieldToInput).then(renderShop));
