import { mountMockToolbar } from './mount';

// The page script the dev server adds after the shop's own (dev-server-plugin.ts).
mountMockToolbar();
