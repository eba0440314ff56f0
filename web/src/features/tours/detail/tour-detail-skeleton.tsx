import { Container, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const smallPictures = [1, 2, 3, 4];
const textLines = ['95%', '90%', '80%', '92%', '60%'];
const sections = [1, 2, 3];

/**
 * The tour page before its tour is here, laid out like the loaded page (tour-detail-page.tsx): the gallery at
 * its final size, the title and summary, sections, and from the md breakpoint the booking panel's column.
 * Taller than a screen, as the tour is, so the footer waits below the fold instead of rising into view.
 */
export function TourDetailSkeleton() {
  return (
    <Container py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Skeleton h={{ base: 240, sm: 360 }} radius="md" />
              <SimpleGrid cols={2} spacing="xs" visibleFrom="sm">
                {smallPictures.map((picture) => (
                  <Skeleton key={picture} h={176} radius="md" />
                ))}
              </SimpleGrid>
            </SimpleGrid>
            <Stack gap="sm">
              <Skeleton h={32} w="70%" />
              <Skeleton h={16} w="40%" />
              <Skeleton h={16} w="55%" />
            </Stack>
            {sections.map((section) => (
              <Stack key={section} gap="xs">
                <Skeleton h={24} w="30%" mb="xs" />
                {textLines.map((width) => (
                  <Skeleton key={width} h={14} w={width} />
                ))}
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={4} visibleFrom="md">
          <Skeleton h={560} radius="md" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
