/** A stock unit in a list (the search's results, a unit page's similar units): it links to its page. */
import {
  arrivalText,
  formatPrice,
  formatRate,
  stockUnitRoute,
  usedUnitLine,
} from '@territorio/api-client/core';
import type { ReferenceFinancing, StockListing } from '@territorio/api-client/core';
import {
  Card,
  FinancingTerms,
  Heading,
  Image,
  Price,
  Stack,
  Text,
} from '@territorio/design-system';
import { Link } from 'react-router';
import { cardImageSizes, mediaPicture, photoImage } from '../../components/media';
import { useMediaUrl } from '../../components/useMedia';
import * as layout from '../../layout/layout.css';
import { listingTitle } from '../../lib/stockListing';
import { stockListingPrice } from '../../lib/priceDisplay';
import * as styles from './stockCard.css';

/** A reference financing's figures as FinancingTerms takes them (the card's and the page's). */
export function financingFigures(financing: ReferenceFinancing) {
  return {
    cashPrice: formatPrice(financing.cash_price),
    installmentCount: financing.months,
    installmentAmount: formatPrice(financing.first_instalment),
    tna: formatRate(financing.tna),
    tea: formatRate(financing.tea),
    cftea: formatRate(financing.cftea),
  };
}

/** The reference plan's example in the short form: instalments, TNA, TEA and CFTEA. */
export function FinancingShortForm({ financing }: { financing: ReferenceFinancing }) {
  return (
    <FinancingTerms
      compact
      planName={`${financing.plan_name}, ${financing.bank}`}
      {...financingFigures(financing)}
    />
  );
}

/** What sets the unit apart from a new one on the lot: 'Usado · 45.000 km', 'Llega el 21/12'. */
export function UnitStateLine({ unit }: { unit: StockListing }) {
  const lines = [
    unit.condition === 'used' ? usedUnitLine(unit.mileage_km) : null,
    unit.status === 'in_transit' && unit.arrival_date ? arrivalText(unit.arrival_date) : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <Text size="small">
      <strong>{lines.join(' · ')}</strong>
    </Text>
  );
}

export function StockCard({
  unit,
  headingLevel = 3,
  isImagePriority = false,
}: {
  unit: StockListing;
  headingLevel?: 2 | 3;
  isImagePriority?: boolean;
}) {
  const media = useMediaUrl();
  const hasSpecialDiscount = unit.special_discount > 0;
  return (
    <Card as="article" padding="medium" className={layout.fill}>
      <Stack space="small">
        {/* A cover's dominant colour fills its box until the file arrives. */}
        <div
          className={unit.cover ? styles.cover : undefined}
          style={{ backgroundColor: unit.cover?.color }}
        >
          <Image
            {...(unit.cover
              ? photoImage(unit.cover, media, cardImageSizes)
              : mediaPicture(unit.image, 'vehicle', media, cardImageSizes))}
            alt=""
            isPriority={isImagePriority}
            className={layout.cardImage}
          />
        </div>
        <Heading level={4} component={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={stockUnitRoute(unit)}>{listingTitle(unit)}</Link>
        </Heading>
        <UnitStateLine unit={unit} />
        <Text size="small" tone="muted">
          {[
            `Color ${unit.color}`,
            `En ${unit.location}`,
            unit.model_year && `Modelo ${unit.model_year}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {hasSpecialDiscount ? <span className={layout.badge}>Descuento especial</span> : null}
        <Price {...stockListingPrice(unit)} />
        {unit.financing ? <FinancingShortForm financing={unit.financing} /> : null}
      </Stack>
    </Card>
  );
}
