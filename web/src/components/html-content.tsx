import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface HtmlContentProps {
  html: string | null | undefined;
  className?: string;
}

// Server pictures often come without alt text; an empty alt marks them decorative instead of leaving
// screen readers to read out the file name (axe: image-alt).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Server HTML (blogs, articles, guide About Me, reviews) is always sanitized before it reaches the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
}

export function HtmlContent({ html, className }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
