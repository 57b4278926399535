/** spec 2.5: a family's card, linking to its versions page (the 0km pages only). */
import { brands, isBrandId } from '@territorio/api-client/core';
import type { Family } from '@territorio/api-client/core';
import { Card, Heading, Image, Inline, Price, Stack, Text } from '@territorio/design-system';
import * as styles from '../layout/layout.css';
import { familyVersionsPath } from './Cards';
import type { ImagePriority } from './Cards';
import { cardImageSizes, mediaPicture } from './media';
import { familyFromPrice } from '../lib/listPrice';
import { Link } from './RouterLink';
import { useMediaUrl } from './useMedia';

export function FamilyCard({
  family,
  showPrice,
  isImagePriority = false,
}: {
  family: Family;
  showPrice: boolean;
} & ImagePriority) {
  const media = useMediaUrl();
  const brandName = isBrandId(family.brand_id) ? brands[family.brand_id].name : '';
  const price = familyFromPrice(family);
  return (
    <Card as="article" padding="medium" elevation="small" className={styles.fill}>
      <Link to={familyVersionsPath(family)} className={styles.cardLink}>
        <Stack space="small">
          <Image
            {...mediaPicture(family.image, 'vehicle', media, cardImageSizes)}
            alt={`${brandName} ${family.name}`}
            isPriority={isImagePriority}
            className={styles.cardImage}
          />
          <Text size="small" tone="muted">
            {brandName}
          </Text>
          <Heading level={3}>{family.name}</Heading>
          {showPrice && price ? <Price {...price} note={undefined} size="small" /> : null}
          <Inline space="small">
            {family.stock_count > 0 ? (
              <span className={styles.badge}>
                {family.stock_count === 1
                  ? '1 unidad disponible'
                  : `${family.stock_count} unidades disponibles`}
              </span>
            ) : (
              <span className={styles.badge}>Sin unidades en stock</span>
            )}
            {family.webDiscount > 0 ? <span className={styles.badge}>Descuento web</span> : null}
          </Inline>
          <Text weight="medium">Ver versiones</Text>
        </Stack>
      </Link>
    </Card>
  );
}
