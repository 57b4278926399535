/**
 * The versions page's dialogs (spec 2.6, 4): the price request form and a version's units.
 * Loaded when the visitor first opens one (VersionsPage).
 */
import {
  brands,
  fillRoute,
  messages,
  pictureSources,
  routes,
  withArticle,
} from '@territorio/api-client/core';
import type { Family, Subfamily, VehicleBrandId } from '@territorio/api-client/core';
import { Modal, ModalHeader } from '@territorio/design-system';
import { imageSizes } from '../components/media';
import { useMediaUrl } from '../components/useMedia';
import { PriceRequestForm } from '../forms/PriceRequestForm';
import { UnitsList } from './UnitsList';

export type VersionsOverlay = { kind: 'price' } | { kind: 'units'; subfamily: Subfamily };

export function VersionsOverlays({
  brandId,
  family,
  overlay,
  onClose,
  onPriceDone,
  onContactAdvisor,
}: {
  brandId: VehicleBrandId;
  family: Family;
  overlay: VersionsOverlay | null;
  onClose: () => void;
  /** After a price request: the dialog closes and the page shows the versions' prices. */
  onPriceDone: () => void;
  /** The units list's way to an advisor: the dialog closes and the page shows the form. */
  onContactAdvisor: () => void;
}) {
  const media = useMediaUrl();
  const brand = brands[brandId];
  return (
    <>
      <Modal
        open={overlay?.kind === 'price'}
        onClose={onClose}
        header={
          <ModalHeader
            typeLabel={`${brand.name} 0km`}
            typeHref={fillRoute(routes.family, { brand: brand.slug })}
            title={`Precios ${withArticle(family, 'de')}`}
          />
        }
      >
        <PriceRequestForm
          family={family}
          brandId={brandId}
          onSuccess={onPriceDone}
          onContinue={onPriceDone}
        />
      </Modal>
      <Modal
        open={overlay?.kind === 'units'}
        onClose={onClose}
        header={
          overlay?.kind === 'units' ? (
            <ModalHeader
              typeLabel={`${brand.name} 0km`}
              typeHref={fillRoute(routes.family, { brand: brand.slug })}
              title={`Unidades ${overlay.subfamily.name}`}
              vehicle={{
                imageSrc: media(overlay.subfamily.image || family.image),
                imageSources: pictureSources(
                  overlay.subfamily.image || family.image || '',
                  'vehicle',
                  media,
                ),
                imageWidth: imageSizes.vehicle.width,
                imageHeight: imageSizes.vehicle.height,
                model: `${family.name} ${overlay.subfamily.name}`,
              }}
              reservationText={messages.reservationPromise}
            />
          ) : null
        }
      >
        {overlay?.kind === 'units' ? (
          <UnitsList
            key={overlay.subfamily.id}
            brandId={brandId}
            familyId={family.id}
            subfamilyId={overlay.subfamily.id}
            onContactAdvisor={onContactAdvisor}
          />
        ) : null}
      </Modal>
    </>
  );
}
