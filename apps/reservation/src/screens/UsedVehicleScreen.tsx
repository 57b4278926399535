import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatNumber } from '@territorio/api-client/core';
import {
  Button,
  Card,
  CustomSelect,
  Heading,
  Inline,
  Loader,
  Stack,
  Text,
  TextField,
} from '@territorio/design-system';
import type { SelectOption } from '@territorio/design-system';
import {
  canQuote,
  selectQuoteRefusal,
  selectUsedKmsError,
  selectUsedYearError,
} from '@territorio/dealership-flow';
import type { ListState } from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions } from '../flow/FlowProvider';
import { FlowProgress } from '../flow/parts';
import { Notice } from '../flow/notices';
import * as styles from '../flow/flow.css';
import { usePesos } from '../flow/pesos';
import { useGoTo } from '../flow/useGoTo';

/** spec 9: valuations are estimates subject to confirmation by the salespeople. */
export const valuationDisclaimer =
  'La cotización es estimada y está sujeta a la revisión del vehículo por nuestros vendedores.';

function options<Item>(
  list: ListState<Item>,
  toOption: (item: Item) => SelectOption,
): SelectOption[] {
  return list.status === 'loaded' ? list.items.map(toOption) : [];
}

function listHelp(list: ListState<unknown>, waiting: string): string | undefined {
  if (list.status === 'loading') return 'Cargando…';
  if (list.status === 'failed') return list.message;
  if (list.status === 'idle') return waiting;
  return undefined;
}

const QuoteForm = () => {
  const usedVehicle = useFlow((state) => state.usedVehicle);
  const isQuotable = useFlow(canQuote);
  const yearError = useFlow(selectUsedYearError);
  const kmsError = useFlow(selectUsedKmsError);
  // A field says why 'Cotizar' waits once the buyer has left it (a whole year at once).
  const [leftFields, setLeftFields] = useState({ year: false, kms: false });
  const {
    selectUsedBrand,
    selectUsedModel,
    selectUsedVersion,
    setUsedYear,
    setUsedKms,
    requestQuote,
  } = useFlowActions();
  const goTo = useGoTo();
  const { form, brands, models, versions, valuation } = usedVehicle;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isQuotable) void requestQuote();
      }}
    >
      <Stack space="medium">
        <div className={styles.formGrid}>
          <CustomSelect
            label="Marca"
            required
            options={options(brands, (brand) => ({ value: String(brand.id), label: brand.name }))}
            value={form.brandId === null ? '' : String(form.brandId)}
            helpText={listHelp(brands, '')}
            onChange={(value) => selectUsedBrand(value === '' ? null : Number(value))}
          />
          <CustomSelect
            label="Modelo"
            required
            disabled={form.brandId === null}
            options={options(models, (model) => ({ value: model.name, label: model.name }))}
            value={form.model ?? ''}
            helpText={listHelp(models, 'Elegí primero la marca.')}
            onChange={(value) => selectUsedModel(value === '' ? null : value)}
          />
          <CustomSelect
            label="Versión"
            required
            disabled={form.model === null}
            options={options(versions, (version) => ({
              value: version.codia,
              label: version.description,
            }))}
            value={form.codia ?? ''}
            helpText={listHelp(versions, 'Elegí primero el modelo.')}
            onChange={(value) => selectUsedVersion(value === '' ? null : value)}
          />
          <TextField
            label="Año"
            name="year"
            required
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={form.year}
            errorMessage={
              leftFields.year || form.year.trim().length >= 4 ? (yearError ?? undefined) : undefined
            }
            onBlur={() => setLeftFields((left) => ({ ...left, year: true }))}
            onChange={(event) => setUsedYear(event.target.value)}
          />
          <TextField
            label="Kilometraje"
            name="kms"
            required
            inputMode="numeric"
            autoComplete="off"
            value={form.kms}
            errorMessage={leftFields.kms ? (kmsError ?? undefined) : undefined}
            onBlur={() => setLeftFields((left) => ({ ...left, kms: true }))}
            onChange={(event) => setUsedKms(event.target.value)}
          />
        </div>
        {valuation.status === 'failed' ? (
          <Notice tone="critical">
            <Text>{valuation.message}</Text>
          </Notice>
        ) : null}
        <Inline space="small">
          <Button
            type="submit"
            variant="primary"
            disabled={!isQuotable && valuation.status !== 'requested'}
            isBusy={valuation.status === 'requested'}
            busyLabel="Cotizando…"
          >
            Cotizar
          </Button>
          <Button variant="secondary" onClick={() => void goTo('paymentMode')}>
            Volver a Modo de pago
          </Button>
        </Inline>
      </Stack>
    </form>
  );
};

const quoteRefusalId = 'cotizacion-rechazo';

const QuoteResult = () => {
  const valuation = useFlow((state) => state.usedVehicle.valuation);
  // DECISIONS: a car counted twice or trade-ins over the price are refused, and say why.
  const refusal = useFlow(selectQuoteRefusal);
  const { acceptQuote, cancelQuote } = useFlowActions();
  const navigate = useNavigate();
  // Valuations are in pesos; on a dollar unit with its conversion.
  const pesos = usePesos();
  const heading = useRef<HTMLDivElement>(null);
  // The quote replaces the form: focus follows it so the result is read first.
  useEffect(() => {
    const element = heading.current?.querySelector('h2');
    element?.setAttribute('tabindex', '-1');
    element?.focus();
  }, []);
  if (valuation.status !== 'shown') return null;
  const { vehicle } = valuation;

  return (
    <Stack space="medium">
      <div ref={heading}>
        <Heading level={2}>Cotización de tu usado</Heading>
      </div>
      <dl className={styles.details}>
        <dt className={styles.detailTerm}>Vehículo</dt>
        <dd className={styles.detailValue}>
          {vehicle.brand} {vehicle.model} {vehicle.vehicle}
        </dd>
        <dt className={styles.detailTerm}>Año</dt>
        <dd className={styles.detailValue}>{vehicle.year}</dd>
        <dt className={styles.detailTerm}>Kilometraje</dt>
        <dd className={styles.detailValue}>{formatNumber(vehicle.kms)} km</dd>
        <dt className={styles.detailTerm}>Cotización</dt>
        <dd className={styles.detailValue}>
          <span className={styles.amount}>{pesos(vehicle.valuation)}</span>
        </dd>
      </dl>
      {refusal ? (
        <div id={quoteRefusalId}>
          <Notice tone="critical">{refusal}</Notice>
        </div>
      ) : null}
      <Text size="small" tone="muted">
        {valuationDisclaimer}
      </Text>
      <Inline space="small">
        <Button
          variant="primary"
          aria-describedby={refusal ? quoteRefusalId : undefined}
          onClick={() =>
            void acceptQuote().then((result) => {
              if (result.isAllowed && result.path) navigate(result.path);
            })
          }
        >
          Aceptar Cotización
        </Button>
        <Button variant="secondary" onClick={cancelQuote}>
          Cancelar
        </Button>
      </Inline>
    </Stack>
  );
};

/** spec 2.11 'Agregar Usado': brand, model, version, year, kilometres, 'Cotizar', the quote. */
export const UsedVehicleScreen = () => {
  const valuation = useFlow((state) => state.usedVehicle.valuation.status);
  const brands = useFlow((state) => state.usedVehicle.brands.status);
  const limitMessage = useFlow((state) => state.usedVehicle.limitMessage);

  return (
    <Stack space="large">
      <FlowProgress current={1} />
      <ScreenHeading title="Agregar Usado" />
      <Card padding="large">
        <Stack space="medium">
          {limitMessage ? <Notice tone="critical">{limitMessage}</Notice> : null}
          {valuation === 'shown' ? (
            <QuoteResult />
          ) : brands === 'loading' ? (
            <Loader message="Cargando marcas…" />
          ) : (
            <QuoteForm />
          )}
        </Stack>
      </Card>
    </Stack>
  );
};
