import { Carousel } from '@mantine/carousel';
import { Image, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface GalleryViewerProps {
  pictures: readonly string[];
  /** Index to open at; null keeps the viewer closed. */
  startAt: number | null;
  onClose: () => void;
  /** The tour's name: the viewer's pictures are its content, so each is named (name, photo n of m). */
  title: string;
}

/** Full-screen picture viewer with a slide counter. */
export function GalleryViewer({ pictures, startAt, onClose, title }: GalleryViewerProps) {
  const { t } = useTranslation('tours');
  const [current, setCurrent] = useState(startAt ?? 0);
  useEffect(() => setCurrent(startAt ?? 0), [startAt]);
  return (
    <Modal opened={startAt !== null} onClose={onClose} fullScreen title={t('detail.viewer')}>
      <Text ta="center" fw={600} mb="sm" aria-live="polite" data-testid="slide-counter">
        {t('detail.slideCounter', { index: current + 1, count: pictures.length })}
      </Text>
      <Carousel initialSlide={startAt ?? 0} onSlideChange={setCurrent} withIndicators={false} emblaOptions={{ loop: true }} height="80vh">
        {pictures.map((picture, index) => (
          <Carousel.Slide key={picture}>
            <Image
              src={picture}
              alt={`${title}, ${t('detail.slideCounter', { index: index + 1, count: pictures.length })}`}
              h="80vh"
              fit="contain"
            />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Modal>
  );
}
