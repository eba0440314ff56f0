import { prepareShop, renderShop } from './start-shop';

// The shop's entry. The browser-only preview (preview/src/main.ts) calls the same two steps with its mock between.
void prepareShop().then(renderShop);
