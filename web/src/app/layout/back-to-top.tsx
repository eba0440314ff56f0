import { Affix, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useScrolledPast } from '../../lib/use-scrolled-past';

/** How far down the page Back to top appears. */
const BACK_TO_TOP_FROM = 300;

/** A button at the window's bottom corner, once the page is scrolled down, that scrolls it back to the top. */
export function BackToTop() {
  const { t } = useTranslation('layout');
  const scrolledDown = useScrolledPast(BACK_TO_TOP_FROM);
  return (
    // Above a page's fixed bottom bar when there is one (the tour page on phones sets --bottom-bar-space).
    <Affix position={{ bottom: 'calc(24px + var(--bottom-bar-space, 0px))', right: 24 }}>
      {scrolledDown ? (
        <Button radius="xl" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label={t('footer.backToTop')}>
          <Icon name="up" />
        </Button>
      ) : null}
    </Affix>
  );
}
