import { Button, VisuallyHidden } from '@mantine/core';
import type { Blog } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cardBox from '../../components/card-box.module.css';
import { paths } from '../../lib/paths';
import { pictureSrc, showPictureFallback } from '../../lib/picture-fallback';
import classes from './blog-card.module.css';

/**
 * Picture, title, hits, tags, introduction, create time and a 'Learn More' button that does nothing (spec §2).
 * Plain elements but for the button, like the tour card: a page shows ten of them (blog-card.module.css).
 */
export function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation('blog');
  const href = paths.blogInfo.href(blog.id);
  return (
    <article className={cardBox.box} aria-label={blog.title}>
      <Link to={href} className={`${classes.pictureLink} mantine-focus-auto`} tabIndex={-1} aria-hidden>
        <img className={classes.picture} src={pictureSrc(blog.picUrl)} onError={showPictureFallback} alt="" />
      </Link>
      <div className={classes.body}>
        <Link to={href} className={`${cardBox.title} mantine-focus-auto`}>
          {blog.title}
        </Link>
        <div className={classes.tags}>
          {blog.tagNames.map((tag) => (
            <span key={tag} className={classes.tag}>
              {tag}
            </span>
          ))}
        </div>
        <p className={cardBox.introduction}>{blog.introduction}</p>
        <div className={classes.footer}>
          <span className={classes.meta}>
            {blog.createTime} · {t('list.hits', { count: blog.hitCount })}
          </span>
          <Button size="compact-sm" variant="light">
            {t('list.learnMore')}
            <VisuallyHidden>: {blog.title}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}
