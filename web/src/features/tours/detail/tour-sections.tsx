import { Spoiler, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/html-content';
import { DescriptionSection } from './description-section';
import { MeetingPointMap } from './meeting-point-map';

/** Every description section of spec §2, in its order. Descriptions may carry HTML, so all are sanitized. */
export function TourSections({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('tours');
  const s = (key: string) => t(`detail.sections.${key}`);
  return (
    <Stack gap="lg">
      <DescriptionSection title={s('cancellationPolicy')}>
        <HtmlContent policy="editorial" html={product.cancellationPolicy} />
      </DescriptionSection>
      <DescriptionSection title={s('durationAndStart')}>
        <Text size="sm">{t('detail.sections.duration', { count: product.duration })}</Text>
        <Text size="sm">{t('detail.sections.startTime', { time: product.startTime })}</Text>
      </DescriptionSection>
      <DescriptionSection title={s('guideLanguage')}>
        <Text size="sm">{product.languageNameEn || product.guideLanguage}</Text>
      </DescriptionSection>
      <DescriptionSection title={s('ticket')}>
        <HtmlContent policy="editorial" html={product.billPurchase} />
      </DescriptionSection>
      <DescriptionSection title={s('itinerary')}>
        <HtmlContent policy="editorial" html={product.itineraryDescription} />
      </DescriptionSection>
      <DescriptionSection title={s('highlight')}>
        <HtmlContent policy="editorial" html={product.highlightDescription} />
      </DescriptionSection>
      <DescriptionSection title={s('description')}>
        <Spoiler maxHeight={120} showLabel={s('more')} hideLabel={s('less')}>
          <HtmlContent policy="editorial" html={product.detailDescription} />
        </Spoiler>
      </DescriptionSection>
      <DescriptionSection title={s('includes')}>
        <HtmlContent policy="editorial" html={product.travelContent} />
      </DescriptionSection>
      <DescriptionSection title={s('restrictions')}>
        <HtmlContent policy="editorial" html={product.limitationDescription} />
      </DescriptionSection>
      <DescriptionSection title={s('meeting')}>
        <Text fw={600} size="sm">
          {product.meetingTypeName}
        </Text>
        <HtmlContent policy="editorial" html={product.meetingPointDescription} />
        <MeetingPointMap location={product.location} />
      </DescriptionSection>
    </Stack>
  );
}
