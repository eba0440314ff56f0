import { Carousel } from '@mantine/carousel';
import { Image, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@tours/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBannerCarouselProps } from '../../components/banner-carousel-props';
import { QueryView } from '../../components/query-view';
import { lazyPart } from '../../lib/lazy-part';
import { homeBannersOptions } from './api';

/** The video dialog (Modal, focus trap, transitions) is fetched when a banner with a video is first opened. */
const VideoDialog = lazyPart(
  () => import('../../components/video-dialog'),
  (module) => module.VideoDialog,
);

/** A click opens the video dialog when the banner has a video, else its url in a new tab unless empty or '#'. */
export function openBanner(banner: Banner, showVideo: (url: string) => void): void {
  if (banner.videoUrl) {
    showVideo(banner.videoUrl);
    return;
  }
  const url = banner.url?.trim() ?? '';
  if (url !== '' && url !== '#') window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The first banner is the largest picture of the first screen: fetched at once and at high priority, with
 * its desktop box (content width by the banner's height) as intrinsic size so the layout does not move.
 */
const firstBannerImage = { fetchPriority: 'high', loading: 'eager', width: 1200, height: 420 } as const;
/** The others are fetched as they near the window, when the carousel turns to them, not with the first screen. */
const laterBannerImage = { loading: 'lazy' } as const;

export interface BannerCarouselProps {
  /** Gives every picture the height of the box the carousel sits in (home-hero.module.css). */
  pictureClassName?: string;
  /** Lifts the arrows and dots above what the hero lays over the pictures. */
  layerClassName?: string;
  /** Places a failure to load the banners where the hero's text leaves room, above what it lays over the pictures. */
  failureClassName?: string;
}

export function BannerCarousel({ pictureClassName, layerClassName, failureClassName }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const banners = useQuery(homeBannersOptions());
  const bannerProps = useBannerCarouselProps({ previous: t('banner.previous'), next: t('banner.next') });
  const [video, setVideo] = useState<string | null>(null);
  const [videoWanted, setVideoWanted] = useState(false);
  if (video !== null && !videoWanted) setVideoWanted(true);
  return (
    // The hero's box keeps its height while the banners load, if they fail or if there are none: nothing below moves.
    <QueryView
      query={banners}
      urgent
      loading={null}
      minHeight={220}
      failureOverPicture={failureClassName}
      isEmpty={(list) => list.length === 0}
      empty={null}
    >
      {(list) => (
        <section aria-label={t('banner.label')}>
          <Carousel
            withIndicators
            withControls
            emblaOptions={{ loop: true }}
            {...bannerProps}
            classNames={{ controls: layerClassName, indicators: layerClassName }}
          >
            {list.map((banner, index) => (
              <Carousel.Slide key={banner.id ?? index}>
                {/* A block, not the button's inline-block: on a text line it left a strip under the picture, and the
                    banner was taller than the box that keeps its place while it loads. */}
                <UnstyledButton
                  display="block"
                  w="100%"
                  h="100%"
                  onClick={() => openBanner(banner, setVideo)}
                  aria-label={t('banner.open', { title: banner.title })}
                >
                  <picture>
                    <source media="(max-width: 48em)" srcSet={banner.wapPicUrl} />
                    <Image
                      src={banner.picUrl}
                      alt={banner.title}
                      className={pictureClassName}
                      fit="cover"
                      {...(index === 0 ? firstBannerImage : laterBannerImage)}
                    />
                  </picture>
                </UnstyledButton>
              </Carousel.Slide>
            ))}
          </Carousel>
          {videoWanted ? (
            <Suspense fallback={null}>
              <VideoDialog url={video} title={t('banner.video')} onClose={() => setVideo(null)} />
            </Suspense>
          ) : null}
        </section>
      )}
    </QueryView>
  );
}
