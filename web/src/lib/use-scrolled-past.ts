import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `offset` px down. Mantine's useWindowScroll read `window.scrollY` when the
 * footer mounted, which forced a layout of the whole page inside the first render's task (about 110 ms at 1x on the
 * tour list), and set state on every scroll event. Here an IntersectionObserver watches a 1 px marker at
 * `offset` from the top of the document: no layout is forced, and a render happens only when the answer changes.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    // Absolute in <body>, which is not positioned: placed from the top of the document, out of the layout's flow.
    marker.style.cssText = `position:absolute;top:${offset}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
    document.body.append(marker);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [offset]);
  return past;
}
