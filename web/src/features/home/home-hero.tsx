import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANNERS_COME_TO_LIFE_AT } from '../../components/banner-carousel-props';
import { hydratedWhenSeen } from '../../components/hydrate-when-seen';
import { lazyPart } from '../../lib/lazy-part';
import { paths } from '../../lib/paths';
import classes from './home-hero.module.css';

/**
 * The banners come to life when a person reaches them or their first turn is due (components/banner-carousel-props.ts),
 * and their code (the carousel, its engine and autoplay) comes when the browser is first idle, not with the page's
 * first scripts. Drawn in the browser (a later visit to home), the hero's box keeps its height and colour meanwhile.
 */
const Banners = lazyPart(
  () => import('./banner-carousel'),
  (module) => module.BannerCarousel,
);
const BannersWhenNeeded = hydratedWhenSeen(Banners, { wakeAt: BANNERS_COME_TO_LIFE_AT });

/**
 * The first screen sells before anything loads: the shop's headline (the page's h1), what it offers and a button to
 * every tour, in the visitor's language, as text over the banners rather than inside their pictures, so the server
 * draws it, a screen reader reads it and it shows even when the banners are slow or fail.
 */
export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <div className={classes.hero}>
      {/* Before the banners in the markup, so the headline is read and the button is reached first; drawn above them. */}
      <div className={classes.overlay}>
        <div className={classes.copy}>
          <h1 className={classes.title}>{t('title')}</h1>
          <p className={classes.subtitle}>{t('hero.subtitle')}</p>
          <Button component={Link} to={paths.productList.href()} size="md" className={classes.cta}>
            {t('hero.cta')}
          </Button>
        </div>
      </div>
      <BannersWhenNeeded
        pictureClassName={classes.picture}
        layerClassName={classes.carouselLayer}
        failureClassName={classes.bannersFailure}
      />
    </div>
  );
}
