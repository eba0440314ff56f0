import { createContext, useContext } from 'react';

/**
 * True where the page is drawn on a server, and in the browser that takes such a page over (hydration): chrome the
 * browser would otherwise draw after its first paint (the footer) is then part of the first render, since the HTML
 * holds it and taking it over costs no fetch and no relayout.
 */
export const DrawnOnServerContext = createContext(false);

export const useDrawnOnServer = (): boolean => useContext(DrawnOnServerContext);
