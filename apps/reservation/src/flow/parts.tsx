import type { ReactNode } from 'react';
import {
  brandName,
  cardInstallments,
  depositInstalmentsText,
  formatPrice,
  isDollarCurrency,
  mediaImageSizes,
} from '@territorio/api-client/core';
import { Image, ProgressSteps, Text } from '@territorio/design-system';
import {
  progressSteps,
  selectCurrency,
  selectReachableSteps,
  selectUsdRate,
  selectUsdRateMessage,
} from '@territorio/dealership-flow';
import { useNavigate } from 'react-router';
import { mediaUrl } from '@territorio/api-client/core';
import { vehicleWebpSources } from '../app/media';
import { useAppServices } from '../app/services';
import { useFlow, useFlowActions } from './FlowProvider';
import * as styles from './flow.css';

export type VehicleFacts = {
  /** The make's brand id; its name is shown when given. */
  readonly brand_id?: number;
  readonly model: string;
  readonly color: string;
  readonly location: string;
  readonly chassis: string;
  readonly image: string;
};

/** The unit being reserved: picture and the facts a buyer checks (spec 2.11). */
export const VehicleDetails = ({
  vehicle,
  showImage = true,
  isImagePriority = false,
}: {
  vehicle: VehicleFacts;
  showImage?: boolean;
  /** The picture is the screen's largest image above the fold: fetched first, not lazily. */
  isImagePriority?: boolean;
}) => {
  const { config } = useAppServices();
  const image = mediaUrl(config.apiUrl, vehicle.image);
  return (
    <>
      {showImage && image !== '' ? (
        <Image
          src={image}
          alt={vehicle.model}
          {...mediaImageSizes.vehicle}
          sources={vehicleWebpSources(config.apiUrl, vehicle.image)}
          // The picture is at most 200 px high (styles.vehicleImage), about 490 px wide.
          sizes="(min-width: 600px) 490px, 100vw"
          isPriority={isImagePriority}
          className={styles.vehicleImage}
        />
      ) : null}
      <dl className={styles.details}>
        {vehicle.brand_id !== undefined && brandName(vehicle.brand_id) !== '' ? (
          <>
            <dt className={styles.detailTerm}>Marca</dt>
            <dd className={styles.detailValue}>{brandName(vehicle.brand_id)}</dd>
          </>
        ) : null}
        <dt className={styles.detailTerm}>Modelo</dt>
        <dd className={styles.detailValue}>{vehicle.model}</dd>
        <dt className={styles.detailTerm}>Color</dt>
        <dd className={styles.detailValue}>{vehicle.color || '—'}</dd>
        <dt className={styles.detailTerm}>Ubicación</dt>
        <dd className={styles.detailValue}>{vehicle.location || '—'}</dd>
        <dt className={styles.detailTerm}>Número de chasis</dt>
        <dd className={styles.detailValue}>{vehicle.chassis || '—'}</dd>
      </dl>
    </>
  );
};

/** spec 9: the card instalments of the deposit as words: '1, 2 o 3'. */
export const installmentsText = new Intl.ListFormat('es', { type: 'disjunction' }).format(
  cardInstallments.map(String),
);

/**
 * spec 9: the deposit's card options with their exact amounts (the last instalment absorbs
 * the rounding, api-client `depositInstalmentsText`): 'Podés pagarla en 1 pago de $ 350.000,
 * en 2 cuotas de $ 175.000 o en 3 cuotas: …'.
 */
export function depositOptionsText(deposit: number | null): string | null {
  if (deposit === null) return null;
  const options = cardInstallments.map((count) => `en ${depositInstalmentsText(deposit, count)}`);
  return `Podés pagarla ${new Intl.ListFormat('es', { type: 'disjunction' }).format(options)}.`;
}

/** spec 2.11: the reservation fee is paid by credit card in 1, 2 or 3 instalments. */
export const reservationFeeText = `El pago de reserva se abona con tarjeta de crédito en ${installmentsText} cuotas.`;

export type NoticeTone = 'neutral' | 'critical' | 'positive';

/** A boxed message. Critical ones are alerts; others can be live status messages. */
export const Notice = ({
  tone = 'neutral',
  live = false,
  children,
}: {
  tone?: NoticeTone;
  /** Announce changes politely (async results). Critical notices are always alerts. */
  live?: boolean;
  children: ReactNode;
}) => {
  const className = [
    styles.notice,
    tone === 'critical' ? styles.noticeCritical : undefined,
    tone === 'positive' ? styles.noticePositive : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  if (tone === 'critical') {
    return (
      <div role="alert" className={className}>
        {children}
      </div>
    );
  }
  return (
    <div role={live ? 'status' : undefined} className={className}>
      {children}
    </div>
  );
};

/**
 * The dollar rate of a reservation in dollars (spec 8): the rate, or 'Confirmar en
 * concesionario' when it is 0. Nothing for peso units.
 */
export const UsdRateLine = () => {
  const currency = useFlow(selectCurrency);
  const rate = useFlow(selectUsdRate);
  const unavailable = useFlow(selectUsdRateMessage);
  if (!isDollarCurrency(currency) || rate === null) return null;
  return (
    <Text size="small" tone="muted">
      Cotización del dólar para la reserva: {unavailable ?? formatPrice(rate)}
      {unavailable === null ? ' (tipo de cambio de referencia)' : ''}
    </Text>
  );
};

/** spec 2.11: the progress bar of steps 1 to 4; reachable steps are buttons. */
export const FlowProgress = ({ current }: { current: 1 | 2 | 3 | 4 }) => {
  const reachable = useFlow(selectReachableSteps);
  const { goTo } = useFlowActions();
  const navigate = useNavigate();
  const reachableNumber = Math.max(
    current,
    ...progressSteps.filter((item) => reachable.includes(item.step)).map((item) => item.number),
  );
  return (
    <ProgressSteps
      steps={progressSteps.map((item) => ({ label: item.title }))}
      currentStep={current}
      reachableStep={reachableNumber}
      onStepSelect={(number) => {
        const target = progressSteps.find((item) => item.number === number);
        if (!target) return;
        void goTo(target.step).then((result) => {
          if (result.isAllowed && result.path) navigate(result.path);
        });
      }}
    />
  );
};

/** 'US$ 25.000' or '$ 25.000.000' in the unit's currency. */
export function useMoney(): (amount: number | null | undefined) => string {
  const currency = useFlow(selectCurrency);
  return (amount) => formatPrice(amount, currency);
}
