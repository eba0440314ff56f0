import type { TourCardData } from '@tours/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { pictureSrc, showPictureFallback } from '../lib/picture-fallback';
import cardBox from './card-box.module.css';
import { FavouriteHeart } from './favourite-heart';
import { PriceDisplay } from './price-display';
import { StarScore } from './star-score';
import classes from './tour-card.module.css';

export interface TourCardProps {
  tour: TourCardData;
  /** Vertical (grids), or responsive: vertical on a phone, horizontal from the sm breakpoint (the tour list). */
  layout?: 'vertical' | 'responsive';
  /**
   * The picture is fetched with the page, for a card on the first screen; otherwise when it nears the window, so the
   * pictures below the fold do not share a phone's link with the stylesheet and the first screen's pictures.
   */
  eager?: boolean;
}

/**
 * On the list, model 1 means priced per team; anything else per person (spec §3). Plain elements styled by
 * card-box.module.css and tour-card.module.css rather than Mantine's Card, Group, Stack and Text: see the note there.
 */
export function TourCard({ tour, layout = 'vertical', eager = false }: TourCardProps) {
  const { t } = useTranslation('common');
  const [isCollect, setIsCollect] = useState(tour.isCollect);
  useEffect(() => setIsCollect(tour.isCollect), [tour.isCollect]);
  const perTeam = tour.model === 1;
  const href = paths.productInfo.href(tour.id);

  return (
    <article className={`${cardBox.box} ${classes.card}`} data-layout={layout} aria-label={tour.name}>
      <div className={classes.layout}>
        <Link to={href} className={`${classes.pictureLink} mantine-focus-auto`} tabIndex={-1} aria-hidden>
          <img
            className={classes.picture}
            src={pictureSrc(tour.picUrl)}
            onError={showPictureFallback}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
          />
        </Link>
        <div className={classes.body}>
          <div className={classes.titleRow}>
            <Link to={href} className={`${cardBox.title} mantine-focus-auto`}>
              {tour.name}
            </Link>
            <FavouriteHeart spuId={tour.id} name={tour.name} isCollect={isCollect} onToggled={setIsCollect} />
          </div>
          <p className={cardBox.introduction}>{tour.introduction}</p>
          <StarScore score={tour.score} />
          <div className={classes.facts}>
            <span>{t('tour.hours', { count: tour.duration })}</span>
            <span>{t('tour.bookings', { count: tour.appointmentCount })}</span>
          </div>
          <PriceDisplay
            symbol={tour.currencyInco}
            amount={perTeam ? tour.teamPrice : tour.adultPrice}
            unit={perTeam ? 'group' : 'person'}
            from
          />
        </div>
      </div>
    </article>
  );
}
