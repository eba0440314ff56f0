import { Box, Button, Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { GALLERY_LARGE_COUNT, GALLERY_VISIBLE_COUNT } from '@tours/contract/constants';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../lib/lazy-part';

/** The viewer (Modal, Carousel, focus trap) and the video dialog are fetched when first opened, not with the page. */
const GalleryViewer = lazyPart(
  () => import('./gallery-viewer'),
  (module) => module.GalleryViewer,
);
const VideoDialog = lazyPart(
  () => import('../../../components/video-dialog'),
  (module) => module.VideoDialog,
);

export interface GalleryProps {
  pictures: readonly string[];
  videoUrl: string | null | undefined;
  title: string;
}

/** First picture large, the next four small, "+N" for the rest; any picture opens the viewer (spec §2). */
export function Gallery({ pictures, videoUrl, title }: GalleryProps) {
  const { t } = useTranslation('tours');
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const [video, setVideo] = useState<string | null>(null);
  // Once opened they stay mounted, so closing keeps its transition.
  const [viewerWanted, setViewerWanted] = useState(false);
  if (viewerAt !== null && !viewerWanted) setViewerWanted(true);
  const [videoWanted, setVideoWanted] = useState(false);
  if (video !== null && !videoWanted) setVideoWanted(true);
  const [large] = pictures;
  const small = pictures.slice(GALLERY_LARGE_COUNT, GALLERY_VISIBLE_COUNT);
  const hidden = pictures.length - GALLERY_VISIBLE_COUNT;
  const open = (index: number) => setViewerAt(index);
  const label = (index: number) => t('detail.openViewer', { index: index + 1, count: pictures.length });

  return (
    <Box component="section" aria-label={t('detail.gallery')} pos="relative">
      {/* A tour with one picture has it across the column, not beside an empty half. */}
      <SimpleGrid cols={{ base: 1, sm: small.length > 0 ? 2 : 1 }} spacing="xs">
        {large ? (
          <UnstyledButton onClick={() => open(0)} aria-label={label(0)}>
            <Image src={large} alt="" fetchPriority="high" h={{ base: 240, sm: 360 }} radius="md" fit="cover" />
          </UnstyledButton>
        ) : null}
        {small.length > 0 ? (
          <SimpleGrid cols={2} spacing="xs" visibleFrom="sm">
            {small.map((picture, i) => {
              const index = i + GALLERY_LARGE_COUNT;
              const last = index === GALLERY_VISIBLE_COUNT - 1 && hidden > 0;
              return (
                <UnstyledButton
                  key={picture}
                  onClick={() => open(index)}
                  // The name must contain the visible "+N" (WCAG 2.5.3).
                  aria-label={last ? `${t('detail.morePhotos', { count: hidden })} ${label(index)}` : label(index)}
                  pos="relative"
                >
                  <Image src={picture} alt="" h={176} radius="md" fit="cover" />
                  {last ? (
                    <Box
                      pos="absolute"
                      bg="rgba(0,0,0,.45)"
                      c="white"
                      fz="xl"
                      fw={700}
                      style={{ inset: 0, display: 'grid', placeItems: 'center', borderRadius: 8 }}
                    >
                      {t('detail.morePhotos', { count: hidden })}
                    </Box>
                  ) : null}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        ) : null}
      </SimpleGrid>
      {videoUrl ? (
        <Button pos="absolute" bottom={12} left={12} size="xs" onClick={() => setVideo(videoUrl)}>
          {t('detail.playVideo')}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {viewerWanted ? <GalleryViewer pictures={pictures} startAt={viewerAt} onClose={() => setViewerAt(null)} title={title} /> : null}
        {videoWanted ? <VideoDialog url={video} title={title} onClose={() => setVideo(null)} /> : null}
      </Suspense>
    </Box>
  );
}
