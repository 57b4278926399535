import { useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import type { ImageSource } from '../Image/Image';
import { BaseLink } from '../private/BaseLink';
import { useModalTitleId } from '../private/modalContext';
import { vehicleImageWidth } from '../../tokens/constants';
import * as styles from './ModalHeader.css';

/** The image's slot (styles.vehicleImage): its fixed width, at most 40% of a narrow header. */
const imageSlotSizes = `(max-width: 400px) 40vw, ${vehicleImageWidth}`;

// spec 1: the reservation promise shown in the modal header and the confirmation.
export const DEFAULT_RESERVATION_TEXT =
  'Solo pagás una seña con tarjeta de crédito. Si te arrepentís dentro de las 48 horas, te devolvemos el 100%.';

export type ModalHeaderVehicle = {
  imageSrc: string;
  /** Intrinsic size of the image: its box is reserved before it loads. */
  imageWidth: number;
  imageHeight: number;
  /** Other formats of the image, best first (e.g. WebP copies at several widths). */
  imageSources?: readonly ImageSource[];
  /** Empty by default: the model name is right next to the image. */
  imageAlt?: string;
  /**
   * The page's main image (a header at the top of a page, not in a dialog opened later):
   * fetched at once instead of lazily.
   */
  isImagePriority?: boolean;
  model: string;
};

export interface ModalHeaderProps {
  /** The kind of content, shown above the title as a link, e.g. '0km'. */
  typeLabel: string;
  typeHref: string;
  title: string;
  /** The vehicle-units variant: image, model and the reservation text. */
  vehicle?: ModalHeaderVehicle;
  reservationText?: string;
  /** Set automatically inside a Modal, so the title names the dialog. */
  titleId?: string;
}

export const ModalHeader = ({
  typeLabel,
  typeHref,
  title,
  vehicle,
  reservationText = DEFAULT_RESERVATION_TEXT,
  titleId,
}: ModalHeaderProps) => {
  const generatedId = useId();
  const modalTitleId = useModalTitleId();
  return (
    <div className={styles.root}>
      <BaseLink href={typeHref} className={styles.typeLabel}>
        {typeLabel}
      </BaseLink>
      <Heading level={2} id={titleId ?? modalTitleId ?? generatedId}>
        {title}
      </Heading>
      {vehicle ? (
        <div className={styles.vehicle}>
          {/* A unit without a picture shows its text alone: an empty src would make the
              browser ask for the page itself again. */}
          {vehicle.imageSrc === '' ? null : (
            <Image
              src={vehicle.imageSrc}
              alt={vehicle.imageAlt ?? ''}
              width={vehicle.imageWidth}
              height={vehicle.imageHeight}
              sources={vehicle.imageSources}
              sizes={vehicle.imageSources ? imageSlotSizes : undefined}
              isPriority={vehicle.isImagePriority}
              className={styles.vehicleImage}
            />
          )}
          <div className={styles.vehicleText}>
            <p className={styles.model}>{vehicle.model}</p>
            <p className={styles.reservation}>{reservationText}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
};
