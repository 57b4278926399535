/**
 * spec 2.6: a version's card (its price once requested, its energy label, its stock and
 * what a click does, spec 4) and the versions' comparison table.
 */
import { messages } from '@territorio/api-client/core';
import type { Family, Subfamily } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Image,
  Price,
  ScrollableTable,
  Stack,
  Text,
} from '@territorio/design-system';
import { EnergyLabel } from '../components/EnergyLabel/EnergyLabel';
import { cardImageSizes, mediaPicture } from '../components/media';
import { useMediaUrl } from '../components/useMedia';
import * as styles from '../layout/layout.css';
import { listPriceLabel, versionListPrice } from '../lib/listPrice';
import { withoutNationalTaxesLabel } from '../lib/priceDisplay';

export type VersionAction = 'requestPrice' | 'showUnits' | 'contactAdvisor';

/**
 * spec 4: before a price request a click opens the request form; after it, a card with
 * stock opens the units list and one without stock goes to the contact form.
 */
export function versionAction(input: {
  priceRequested: boolean;
  stockCount: number;
}): VersionAction {
  if (!input.priceRequested) return 'requestPrice';
  return input.stockCount > 0 ? 'showUnits' : 'contactAdvisor';
}

export function VersionCard({
  subfamily,
  family,
  priceRequested,
  onAction,
  isImagePriority,
}: {
  subfamily: Subfamily;
  family: Family;
  priceRequested: boolean;
  onAction: (action: VersionAction, subfamily: Subfamily) => void;
  /** The first card: its picture is the page's largest image above the fold. */
  isImagePriority: boolean;
}) {
  const media = useMediaUrl();
  const hasStock = subfamily.stock_count > 0;
  const listPrice = versionListPrice(subfamily);
  const action = versionAction({ priceRequested, stockCount: subfamily.stock_count });
  return (
    <Card
      as="article"
      padding="medium"
      elevation={hasStock ? 'small' : 'none'}
      tone={hasStock ? 'surface' : 'alt'}
      className={styles.fill}
    >
      <Stack space="small">
        <Image
          {...mediaPicture(subfamily.image || family.image, 'vehicle', media, cardImageSizes)}
          alt={`${family.name} ${subfamily.name}`}
          isPriority={isImagePriority}
          className={styles.cardImage}
        />
        <Heading level={3}>{subfamily.name}</Heading>
        {priceRequested ? (
          listPrice ? (
            <Price {...listPrice} note={undefined} />
          ) : (
            <Text>{messages.notAvailable}</Text>
          )
        ) : (
          <Text tone="muted">Pedí el precio y te lo mostramos al instante.</Text>
        )}
        <EnergyLabel data={subfamily} />
        {subfamily.features.length > 0 ? (
          <ul className={styles.featureList}>
            {subfamily.features.map((feature) => (
              <li key={feature}>
                <Text as="span" size="small">
                  {feature}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
        {hasStock ? (
          <Text size="small" weight="medium">
            {subfamily.stock_count === 1
              ? '1 unidad disponible'
              : `${subfamily.stock_count} unidades disponibles`}
          </Text>
        ) : (
          <Text size="small" tone="critical" weight="medium">
            {messages.versionWithoutStock}
          </Text>
        )}
        {action === 'requestPrice' ? (
          <Button onClick={() => onAction(action, subfamily)} fullWidth>
            Consultar precio
          </Button>
        ) : null}
        {action === 'showUnits' ? (
          <Button onClick={() => onAction(action, subfamily)} fullWidth>
            Ver unidades disponibles
          </Button>
        ) : null}
        {action === 'contactAdvisor' ? (
          <Button onClick={() => onAction(action, subfamily)} variant="secondary" fullWidth>
            {messages.versionWithoutStockAction}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

export function CompareTable({
  subfamilies,
  priceRequested,
}: {
  subfamilies: readonly Subfamily[];
  priceRequested: boolean;
}) {
  const features = [...new Set(subfamilies.flatMap((subfamily) => subfamily.features))];
  const prices = subfamilies.map((subfamily) => ({
    subfamily,
    price: versionListPrice(subfamily),
  }));
  return (
    <ScrollableTable label="Comparación de versiones">
      <table className={styles.table}>
        <caption>Comparación de versiones</caption>
        <thead>
          <tr>
            <th scope="col">Equipamiento</th>
            {subfamilies.map((subfamily) => (
              <th key={subfamily.id} scope="col">
                {subfamily.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {priceRequested ? (
            <>
              <tr>
                <th scope="row">{listPriceLabel}</th>
                {prices.map(({ subfamily, price }) => (
                  <td key={subfamily.id}>{price?.amount ?? messages.notAvailable}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{withoutNationalTaxesLabel}</th>
                {prices.map(({ subfamily, price }) => (
                  <td key={subfamily.id}>{price?.withoutNationalTaxes ?? messages.notAvailable}</td>
                ))}
              </tr>
            </>
          ) : null}
          <tr>
            <th scope="row">Unidades disponibles</th>
            {subfamilies.map((subfamily) => (
              <td key={subfamily.id}>{subfamily.stock_count}</td>
            ))}
          </tr>
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {subfamilies.map((subfamily) => (
                <td key={subfamily.id}>{subfamily.features.includes(feature) ? 'Sí' : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
