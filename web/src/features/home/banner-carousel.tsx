import { Carousel } from '@mantine/carousel';
import { Image, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@tours/contract';
import { AD_POSITION_BANNER, BANNER_AUTOPLAY_MS } from '@tours/contract/constants';
import Autoplay from 'embla-carousel-autoplay';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../api/query';
import { VideoDialog } from '../../components/video-dialog';

/** A click opens the video dialog when the banner has a video, else its url in a new tab unless empty or '#'. */
export function openBanner(banner: Banner, showVideo: (url: string) => void): void {
  if (banner.videoUrl) {
    showVideo(banner.videoUrl);
    return;
  }
  const url = banner.url?.trim() ?? '';
  if (url !== '' && url !== '#') window.open(url, '_blank', 'noopener,noreferrer');
}

export function BannerCarousel() {
  const { t } = useTranslation('home');
  const banners = useQuery(callQueryOptions('ad.list', { position: AD_POSITION_BANNER }));
  const autoplay = useRef(Autoplay({ delay: BANNER_AUTOPLAY_MS }));
  const [video, setVideo] = useState<string | null>(null);
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('banner.label')}>
      <Carousel withIndicators withControls emblaOptions={{ loop: true }} plugins={[autoplay.current]}>
        {list.map((banner, index) => (
          <Carousel.Slide key={banner.id ?? index}>
            <UnstyledButton
              w="100%"
              h="100%"
              onClick={() => openBanner(banner, setVideo)}
              aria-label={t('banner.open', { title: banner.title })}
            >
              <picture>
                <source media="(max-width: 48em)" srcSet={banner.wapPicUrl} />
                <Image src={banner.picUrl} alt={banner.title} h={{ base: 220, sm: 420 }} fit="cover" />
              </picture>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
      <VideoDialog url={video} title={t('banner.video')} onClose={() => setVideo(null)} />
    </section>
  );
}
