import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  brandSlug,
  fillRoute,
  formatDeduction,
  formatPrice,
  mediaImageSizes,
  messages,
  routes,
} from '@territorio/api-client/core';
import type { StockVehicle } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Loader,
  ModalHeader,
  PriceBreakdown,
  Stack,
  Text,
  TextField,
} from '@territorio/design-system';
import type { PriceRow as DisplayRow } from '@territorio/design-system';
import {
  selectPriceBreakdownRows,
  selectStepPath,
  selectSuggestedPromotionCode,
  selectUnitPriceFigures,
} from '@territorio/dealership-flow';
import type { PriceRow } from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { mediaUrl } from '@territorio/api-client/core';
import { vehicleWebpSources } from '../app/media';
import { useFlow, useFlowActions, useFlowStore } from '../flow/FlowProvider';
import { DisclosedPrice } from '../flow/disclosure';
import { ReservationRights } from '../flow/ReservationRights';
import { VehicleDetails } from '../flow/parts';
import { Notice, reservationFeeText, UsdRateLine } from '../flow/notices';
import { VehicleUnavailable } from '../flow/VehicleUnavailable';
import { useLoadRouteVehicle } from '../flow/useVehicleFromRoute';
import * as styles from '../flow/flow.css';

/** The flow's price rows as the design system's rows: deductions as '- $ 1.500.000'. */
export function displayRows(rows: readonly PriceRow[]): DisplayRow[] {
  return rows.map((row) => ({
    label: row.label,
    amount: row.isDeduction
      ? formatDeduction(row.amount, row.currency)
      : formatPrice(row.amount, row.currency),
    kind: row.isDeduction
      ? 'discount'
      : row.key === 'finalPrice'
        ? 'total'
        : row.key === 'reservationFee'
          ? 'subtotal'
          : 'standard',
    ...(row.key === 'reservationFee' ? { note: 'Se paga online con tarjeta de crédito.' } : {}),
  }));
}

/** spec 2.11 'Agregar Descuento': the code entry, its check and the suggested code. */
const DiscountCode = () => {
  const promotion = useFlow((state) => state.promotion);
  const suggested = useFlow(selectSuggestedPromotionCode);
  const { setPromotionCodeText, applySuggestedPromotion } = useFlowActions();
  const [isOpen, setIsOpen] = useState(promotion.codeText !== '');
  const [shouldFocus, setShouldFocus] = useState(false);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEffect(() => {
    if (isOpen && shouldFocus) inputRef.current?.focus();
  }, [isOpen, shouldFocus]);
  const suggestedName =
    promotion.discover.status === 'successful' ? (promotion.discover.promotion?.name ?? '') : '';

  return (
    <Stack space="small">
      {suggested ? (
        <Notice tone="positive">
          <Stack space="small">
            <Text size="small">
              Hay un descuento disponible para esta unidad
              {suggestedName ? `: ${suggestedName}` : ''}.
            </Text>
            <div>
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setIsOpen(true);
                  void applySuggestedPromotion();
                }}
              >
                Usar el código {suggested}
              </Button>
            </div>
          </Stack>
        </Notice>
      ) : null}
      {isOpen ? (
        <TextField
          label="Código de descuento"
          name="promotion_code"
          ref={inputRef}
          value={promotion.codeText}
          autoComplete="off"
          errorMessage={promotion.rejectedCode ? messages.promotionNotFound : undefined}
          onChange={(event) => setPromotionCodeText(event.target.value)}
        />
      ) : (
        <div>
          <Button
            variant="link"
            onClick={() => {
              setIsOpen(true);
              setShouldFocus(true);
            }}
          >
            Agregar Descuento
          </Button>
        </div>
      )}
      <div role="status">
        {promotion.check.status === 'requested' ? (
          <Text size="small">Verificando el código…</Text>
        ) : null}
        {promotion.check.status === 'successful' ? (
          <Text size="small" tone="positive">
            Código {promotion.check.promotion.code} aplicado
            {promotion.check.promotion.name ? `: ${promotion.check.promotion.name}` : ''}.
          </Text>
        ) : null}
      </div>
    </Stack>
  );
};

const LoadedConfirmation = ({ stock }: { stock: StockVehicle }) => {
  const { config } = useAppServices();
  const store = useFlowStore();
  const navigate = useNavigate();
  const rows = useFlow(selectPriceBreakdownRows);
  const figures = useFlow(selectUnitPriceFigures);
  const [isLeaving, setIsLeaving] = useState(false);
  const model = stock.model ?? stock.name;

  const onReserve = async () => {
    setIsLeaving(true);
    // A discount code being typed is checked before moving on, so it travels with 'Comenzar'.
    await store.getState().flush();
    const path = selectStepPath(store.getState(), 'start');
    if (path) navigate(path);
    else setIsLeaving(false);
  };

  return (
    <Stack space="large">
      <ScreenHeading title={`Reservá online tu ${model}`} />
      <Card padding="large">
        <ModalHeader
          typeLabel="0km"
          typeHref={`${config.catalogueUrl}${fillRoute(routes.family, { brand: brandSlug(stock.brand_id) })}`}
          title="Tu unidad"
          vehicle={{
            imageSrc: mediaUrl(config.apiUrl, stock.image),
            imageSources: vehicleWebpSources(config.apiUrl, stock.image),
            imageWidth: mediaImageSizes.vehicle.width,
            imageHeight: mediaImageSizes.vehicle.height,
            // The screen's only picture, at its top.
            isImagePriority: true,
            model,
          }}
          reservationText={messages.reservationPromise}
        />
      </Card>
      <div className={styles.columns}>
        <Card padding="large" as="section" aria-labelledby="unidad-titulo">
          <Stack space="medium">
            <Heading level={2} id="unidad-titulo">
              Datos de la unidad
            </Heading>
            <VehicleDetails
              vehicle={{
                brand_id: stock.brand_id,
                model,
                color: stock.color,
                location: stock.location,
                chassis: stock.chassis,
                image: stock.image,
              }}
              showImage={false}
            />
          </Stack>
        </Card>
        <Card padding="large" as="section" aria-labelledby="precio-titulo">
          <Stack space="medium">
            <Heading level={2} id="precio-titulo">
              Precio
            </Heading>
            <div aria-live="polite">
              <Stack space="small">
                <PriceBreakdown
                  rows={displayRows(
                    rows.filter((row) => row.key !== 'finalPrice' && row.key !== 'reservationFee'),
                  )}
                />
                {figures ? (
                  <DisclosedPrice figures={figures} note={messages.finalPriceIncludes} />
                ) : null}
                <PriceBreakdown
                  rows={displayRows(rows.filter((row) => row.key === 'reservationFee'))}
                />
              </Stack>
            </div>
            <UsdRateLine />
            <DiscountCode />
            <Text size="small">{reservationFeeText}</Text>
            <ReservationRights />
            <Button
              variant="primary"
              size="large"
              fullWidth
              isBusy={isLeaving}
              onClick={() => void onReserve()}
            >
              Reservar online
            </Button>
          </Stack>
        </Card>
      </div>
    </Stack>
  );
};

/** spec 2.11 confirmation (the buy route): the unit, its price breakdown and 'Reservar online'. */
export const ConfirmationScreen = () => {
  const { brandId } = useLoadRouteVehicle();
  const vehicle = useFlow((state) => state.vehicle);

  if (brandId === null || vehicle.status === 'unavailable') return <VehicleUnavailable />;
  if (vehicle.status !== 'loaded') {
    return (
      <Stack space="large">
        <ScreenHeading title="Reservá online tu 0km" />
        <Loader message="Cargando el vehículo…" />
      </Stack>
    );
  }
  return <LoadedConfirmation stock={vehicle.stock} />;
};
