/** spec 2.6 units overlay: the stock units of one version, each with its reserve link. */
import { useState } from 'react';
import { messages, stockUnitRoute, versionOfModel } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Price,
  PriceBreakdown,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import { ResourceView } from '../components/ResourceView';
import { stockUnitPrice } from '../lib/priceDisplay';
import { unitPriceRows } from '../lib/stockListing';
import { useReserveUrl } from '../components/useReserveUrl';
import { useServices } from '../services/context';
import { useResource } from '../app/routeData';
import { readStock } from '../app/reads';
import { resourceStatus } from '../stores/resource';

export function UnitsList({
  brandId,
  familyId,
  subfamilyId,
  onContactAdvisor,
}: {
  brandId: VehicleBrandId;
  familyId: number;
  subfamilyId: number;
  onContactAdvisor: () => void;
}) {
  const services = useServices();
  const reserveUrl = useReserveUrl();
  // The version a visitor opens: its units are read when the list opens (the overlay keys
  // the list by version), and again on "Reintentar".
  const startRead = () =>
    readStock(services, brandId, { family_id: familyId, subfamily_id: subfamilyId });
  const [read, setRead] = useState(startRead);
  const resource = useResource(read);
  const status = resourceStatus(resource);
  const units = resource.all.filter((unit) => unit.status === 'available');

  return (
    <ResourceView
      status={status}
      error={resource.error}
      isEmpty={units.length === 0}
      loadingMessage="Buscando unidades disponibles…"
      emptyMessage={
        <Stack space="small" align="left">
          <span>{messages.versionWithoutStock}</span>
          <Button variant="secondary" onClick={onContactAdvisor}>
            {messages.versionWithoutStockAction}
          </Button>
        </Stack>
      }
      onRetry={() => setRead(startRead())}
    >
      <Stack space="medium" as="ul">
        {units.map((unit) => (
          <li key={unit.id}>
            <Card as="article" padding="medium" tone="alt">
              <Stack space="small">
                <Heading level={3}>{unit.name}</Heading>
                <Text size="small" tone="muted">
                  {[
                    unit.color && `Color ${unit.color}`,
                    unit.location && `En ${unit.location}`,
                    unit.doors ? `${unit.doors} puertas` : '',
                    unit.model_year ? `Modelo ${unit.model_year}` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <TextLink
                  href={stockUnitRoute({
                    ...unit,
                    version: versionOfModel(unit.name, unit.family),
                  })}
                >
                  Ver la ficha de esta unidad
                </TextLink>
                <PriceBreakdown rows={unitPriceRows(unit)} />
                <Price {...stockUnitPrice(unit)} size="large" />
                <Button
                  href={reserveUrl({
                    brand: brandId,
                    id: unit.id,
                    family: unit.family,
                    family_id: unit.family_id,
                    model: unit.name,
                  })}
                  fullWidth
                >
                  Reservar online
                </Button>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    </ResourceView>
  );
}
