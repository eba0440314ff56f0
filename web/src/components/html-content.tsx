import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { type HtmlPolicy, sanitizeHtml } from '../lib/sanitize-html';
import classes from './html-content.module.css';

export interface HtmlContentProps {
  html: string | null | undefined;
  /** Required, so every screen says whose HTML it shows: a customer's (`user`) or the shop's (`editorial`). */
  policy: HtmlPolicy;
  className?: string;
}

/** Server HTML (blogs, articles, guide About Me, reviews) is always sanitized before it reaches the page. */
export function HtmlContent({ html, policy, className }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html, policy), [html, policy]);
  return (
    <Typography className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above */}
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
