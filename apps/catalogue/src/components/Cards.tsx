/** App-level cards, composed only of design-system pieces. */
import {
  brands,
  formatDate,
  formatPrice,
  fillRoute,
  isBrandId,
  newsExcerptBlocks,
  newsRoute,
  offerPrices,
  routes,
  storyRoute,
  stockUnitRoute,
  versionOfModel,
} from '@territorio/api-client/core';
import type { Family, News, Offer, Parameters, Story } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Image,
  Price,
  Stack,
  Text,
  TextLink,
  VisuallyHidden,
} from '@territorio/design-system';
import { Link } from './RouterLink';
import * as styles from '../layout/layout.css';
import { cardImageSizes, mediaPicture, storyCardSizes } from './media';
import { offerUnitPrice } from '../lib/priceDisplay';
import { offerValidity } from '../lib/validity';
import { StoryVideo } from './StoryVideo';
import { useMediaUrl } from './useMedia';
import { useReserveUrl } from './useReserveUrl';

/** A card whose picture is the page's largest image above the fold: fetched first, not lazily. */
export type ImagePriority = { isImagePriority?: boolean };

function brandSlugOf(brandId: number): string {
  return isBrandId(brandId) ? brands[brandId].slug : '';
}

/** spec 2.5: a family card links to its versions page (brand, family name and id). */
export function familyVersionsPath(family: Pick<Family, 'brand_id' | 'name' | 'id'>): string {
  return fillRoute(routes.subfamilies, {
    brand: brandSlugOf(family.brand_id),
    family: family.name,
    id: family.id,
  });
}

/** spec 2.3: 'Descuento especial' followed by the negative discount. */
export function discountText(
  offer: Pick<Offer, 'price' | 'discount' | 'model_year' | 'currency'>,
): string {
  const prices = offerPrices(offer);
  return `${prices.discountLabel} ${formatPrice(-prices.discount, offer.currency)}`;
}

export function OfferCard({
  offer,
  opensInNewTab = false,
  customLink,
  headingLevel = 3,
}: {
  offer: Offer;
  /** spec 2.3: home promotion cards open the buy route in a new tab. */
  opensInNewTab?: boolean;
  /** spec 2.3: a custom link replaces the buy route. */
  customLink?: string;
  headingLevel?: 3 | 4;
}) {
  const media = useMediaUrl();
  const reserveUrl = useReserveUrl();
  const prices = offerPrices(offer);
  const validity = offerValidity(offer);
  const brandName = isBrandId(offer.brand_id) ? brands[offer.brand_id].name : '';
  const href =
    customLink ??
    reserveUrl({
      brand: offer.brand_id,
      id: offer.id,
      family: offer.family,
      family_id: offer.family_id,
      model: offer.name,
    });
  return (
    <Card as="article" padding="medium" elevation="small" className={styles.fill}>
      <Stack space="small">
        <Image
          {...mediaPicture(offer.image, 'vehicle', media, cardImageSizes)}
          alt={`${brandName} ${offer.name}${offer.color ? `, color ${offer.color}` : ''}`}
          className={styles.cardImage}
        />
        <Text size="small" tone="muted">
          {brandName} · {offer.family}
        </Text>
        <Heading level={headingLevel === 3 ? 3 : 4}>{offer.name}</Heading>
        <Text size="small" tone="muted">
          {[offer.color, offer.location, offer.model_year ? `Modelo ${offer.model_year}` : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {prices.discount > 0 ? (
          <Text size="small">
            <span className={styles.discount}>{discountText(offer)}</span>
          </Text>
        ) : null}
        <Price {...offerUnitPrice(offer)} />
        {validity ? (
          <Text size="small" weight="medium">
            {validity}
          </Text>
        ) : null}
        <TextLink href={offerUnitRoute(offer)}>Ver la ficha de esta unidad</TextLink>
        <Button href={href} external={opensInNewTab} fullWidth>
          Reservar online
        </Button>
      </Stack>
    </Card>
  );
}

/** An offer unit's page (/stock/{id}/{slug}). */
function offerUnitRoute(offer: Offer): string {
  return stockUnitRoute({ ...offer, version: versionOfModel(offer.name, offer.family) });
}

export function StoryCard({
  story,
  reduceMotion,
  isImagePriority = false,
}: { story: Story; reduceMotion: boolean } & ImagePriority) {
  const path = storyRoute(story);
  return (
    <Card as="article" padding="small" elevation="small" className={styles.fill}>
      <Stack space="small">
        <StoryVideo
          story={story}
          frameClassName={styles.storyPreview}
          posterSizes={storyCardSizes}
          isPosterPriority={isImagePriority}
          loop
          playsInline
          playsWhenVisible={!reduceMotion}
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
        />
        <Text size="small" tone="muted">
          {story.brand_string} · {story.category_string}
        </Text>
        <Heading level={3}>{story.title}</Heading>
        <TextLink href={path}>
          Ver historia completa<VisuallyHidden>: {story.title}</VisuallyHidden>
        </TextLink>
      </Stack>
    </Card>
  );
}

export function NewsCard({
  news,
  headingLevel = 3,
  isImagePriority = false,
}: { news: News; headingLevel?: 2 | 3 } & ImagePriority) {
  const media = useMediaUrl();
  const image = news.images[0];
  return (
    <Card as="article" padding="medium" elevation="small" className={styles.fill}>
      <Stack space="small">
        {image ? (
          <Image
            {...mediaPicture(image.path, 'news', media, cardImageSizes)}
            alt=""
            isPriority={isImagePriority}
            className={styles.wideImage}
          />
        ) : null}
        <Text size="small" tone="muted">
          {news.type_string} · {news.brand_string} · {formatDate(news.display_date)}
        </Text>
        <Heading level={headingLevel === 2 ? 2 : 3}>
          <TextLink href={newsRoute(news)}>{news.title}</TextLink>
        </Heading>
        <NewsExcerpt content={news.content} />
      </Stack>
    </Card>
  );
}

/** spec 3 news excerpt, its paragraphs and its lists' items each on their own. */
function NewsExcerpt({ content }: { content: string }) {
  return (
    <Stack space="xsmall">
      {newsExcerptBlocks(content).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Text key={index}>{block.text}</Text>
        ) : (
          <ul key={index} className={styles.textList}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Text as="span">{item}</Text>
              </li>
            ))}
          </ul>
        ),
      )}
    </Stack>
  );
}

/** spec 2.3 models banner: a highlighted model linking to its versions page. */
export function ModelCard({ vehicle }: { vehicle: Parameters['vehicles'][number] }) {
  const media = useMediaUrl();
  const brandName = isBrandId(vehicle.brand_id) ? brands[vehicle.brand_id].name : '';
  return (
    <Card as="article" padding="small" elevation="small" className={styles.fill}>
      <Link
        to={familyVersionsPath({
          brand_id: vehicle.brand_id,
          name: vehicle.name,
          id: vehicle.family_id,
        })}
        className={styles.cardLink}
      >
        <Stack space="xsmall">
          <Image
            {...mediaPicture(vehicle.image, 'vehicle', media, cardImageSizes)}
            alt=""
            className={styles.cardImage}
          />
          <Text size="small" tone="muted">
            {brandName}
          </Text>
          <Heading level={3}>{vehicle.name}</Heading>
        </Stack>
      </Link>
    </Card>
  );
}
