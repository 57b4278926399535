import { brandName, formatPrice, mediaImageSizes } from '@territorio/api-client/core';
import { Image, ProgressSteps } from '@territorio/design-system';
import { progressSteps, selectCurrency, selectReachableSteps } from '@territorio/dealership-flow';
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
