import cardBox from './card-box.module.css';
import bones from './skeleton-bone.module.css';
import type { TourCardProps } from './tour-card';
import card from './tour-card.module.css';

/** A line of the card's text: its height and width, and the margin that makes up the line's height. */
const textLines = [
  { height: 20, margin: 2, width: '80%' },
  { height: 14, margin: 4, width: '100%' },
  { height: 14, margin: 4, width: '90%' },
  { height: 16, margin: 2, width: 110 },
  { height: 14, margin: 4, width: 160 },
  { height: 20, margin: 2, width: 120 },
] as const;

/**
 * A TourCard's box before its tour is here, in the card's own box and layout classes: the same padding, picture size
 * and text rows (name, two lines of introduction, stars, hours and bookings, price), so the cards that replace it
 * take the same room.
 */
export function TourCardSkeleton({ layout = 'vertical' }: Pick<TourCardProps, 'layout'>) {
  return (
    <div className={`${cardBox.box} ${card.card}`} data-layout={layout} aria-hidden="true">
      <div className={card.layout}>
        <div className={`${bones.bone} ${card.picture}`} />
        <div className={card.body}>
          {textLines.map((line) => (
            <div
              key={`${line.height}-${line.width}`}
              className={bones.bone}
              style={{ height: line.height, width: line.width, marginBlock: line.margin }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
