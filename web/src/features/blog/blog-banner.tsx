import { Carousel } from '@mantine/carousel';
import { BackgroundImage, Box, Skeleton, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BLOG_BANNER_SLIDES } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBannerCarouselProps } from '../../components/banner-carousel-props';
import { paths } from '../../lib/paths';
import { pictureSrc } from '../../lib/picture-fallback';
import { blogBannerOptions } from './api';

const SLIDE_HEIGHT = { base: 200, sm: 340 };

/** Three banner posts, autoplay every 8000 ms, previous and next (spec §2, §9). */
export function BlogBanner() {
  const { t } = useTranslation('blog');
  const banner = useQuery(blogBannerOptions());
  const bannerProps = useBannerCarouselProps({ previous: t('list.previous'), next: t('list.next') });
  const slides = (banner.data?.list ?? []).slice(0, BLOG_BANNER_SLIDES);
  // The slides' height is kept while they load, so the tabs and posts below do not move when they arrive.
  if (banner.isPending) return <Skeleton h={SLIDE_HEIGHT} radius="md" />;
  if (slides.length === 0) return null;
  return (
    <section aria-label={t('list.banner')}>
      <Carousel withControls withIndicators emblaOptions={{ loop: true }} {...bannerProps}>
        {slides.map((blog) => (
          <Carousel.Slide key={blog.id}>
            <UnstyledButton component={Link} to={paths.blogInfo.href(blog.id)} w="100%" aria-label={blog.title}>
              <BackgroundImage src={pictureSrc(blog.picUrl)} h={SLIDE_HEIGHT} radius="md">
                <Box
                  h="100%"
                  p="lg"
                  style={{
                    display: 'flex',
                    alignItems: 'flex-end',
                    background: 'linear-gradient(transparent, rgba(0,0,0,.6))',
                    borderRadius: 8,
                  }}
                >
                  <Title order={2} c="white">
                    {blog.title}
                  </Title>
                </Box>
              </BackgroundImage>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
