/** spec 2.6 units overlay: the stock units of one version, each with its reserve link. */
import { useState } from 'react';
import { messages, stockUnitRoute, versionOfModel } from '@territorio/api-client/core';
import type { StockVehicle, VehicleBrandId } from '@territorio/api-client/core';
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
import { Deferred, EmptyNotice } from '../app/Deferred';
import { read } from '../app/loaderData';
import { stockUnitPrice } from '../lib/priceDisplay';
import { unitPriceRows } from '../lib/stockListing';
import { useReserveUrl } from '../components/useReserveUrl';
import { useServices } from '../services/context';

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
  const readUnits = (): Promise<readonly StockVehicle[]> =>
    read(services, { kind: 'stock', brandId }, () =>
      services.api.findStock(brandId, { family_id: familyId, subfamily_id: subfamilyId }),
    );
  const [units, setUnits] = useState(readUnits);

  return (
    <Deferred
      part={units}
      loadingMessage="Buscando unidades disponibles…"
      onRetry={() => setUnits(readUnits())}
    >
      {(all) => {
        const available = all.filter((unit) => unit.status === 'available');
        if (available.length === 0) {
          return (
            <EmptyNotice>
              <Stack space="small" align="left">
                <span>{messages.versionWithoutStock}</span>
                <Button variant="secondary" onClick={onContactAdvisor}>
                  {messages.versionWithoutStockAction}
                </Button>
              </Stack>
            </EmptyNotice>
          );
        }
        return (
          <Stack space="medium" as="ul">
            {available.map((unit) => (
              <li key={unit.id}>
                <UnitCard unit={unit} brandId={brandId} reserveUrl={reserveUrl} />
              </li>
            ))}
          </Stack>
        );
      }}
    </Deferred>
  );
}

function UnitCard({
  unit,
  brandId,
  reserveUrl,
}: {
  unit: StockVehicle;
  brandId: VehicleBrandId;
  reserveUrl: ReturnType<typeof useReserveUrl>;
}) {
  return (
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
  );
}
