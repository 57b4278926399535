/**
 * The stock search's filters: a GET form of native checkboxes and selects, each option with
 * its live count. Without JavaScript "Aplicar filtros" sends it; with it, every change
 * navigates at once and the focus stays on the control that changed.
 */
import {
  brands,
  formatMileage,
  formatPrice,
  parseStockSearch,
  stockInstalmentSteps,
  stockKmSteps,
  stockPriceSteps,
  stockYearSteps,
  unitConditionLabels,
  unitConditions,
  unitConditionWords,
  stockSearchParams,
  stockSearchParamsOf,
  stockSearchRoute,
  stockSiteSlugs,
  stockSorts,
  stockSortLabels,
  siteBySlug,
  vehicleBrandIds,
} from '@territorio/api-client/core';
import type {
  StockAmountStep,
  StockFacetOption,
  StockFacets,
  StockSearchParam,
  StockSearchQuery,
} from '@territorio/api-client/core';
import { Button, Card, Heading, Stack } from '@territorio/design-system';
import { Form, useNavigate } from 'react-router';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { ChangedFilter } from './stockFilterRules';
import * as styles from './stockSearch.css';

export type { ChangedFilter } from './stockFilterRules';

type Option = { readonly value: string; readonly label: string; readonly count: number | null };

/** The facet's options, or (no answer yet) the known values and the chosen ones, uncounted. */
function optionsOf(
  facet: readonly StockFacetOption[] | undefined,
  known: readonly { value: string; label: string }[],
  chosen: readonly string[],
): Option[] {
  if (facet) return facet.map((option) => ({ ...option }));
  const values = new Map(known.map((option) => [option.value, option.label]));
  for (const value of chosen) if (!values.has(value)) values.set(value, value);
  return [...values].map(([value, label]) => ({ value, label, count: null }));
}

function labelWithCount(label: string, count: number | null): string {
  return count === null ? label : `${label} (${count})`;
}

function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: StockSearchParam;
  options: readonly Option[];
  chosen: readonly string[];
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={() => undefined}
            className={styles.checkbox}
          />
          <span>
            {option.label}{' '}
            <span className={styles.count}>{option.count === null ? '' : `(${option.count})`}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function AmountSelect({
  label,
  name,
  value,
  noneLabel,
  steps,
  facet,
  stepLabel,
  format = formatPrice,
}: {
  label: string;
  name: StockSearchParam;
  value: number | null;
  noneLabel: string;
  steps: readonly number[];
  facet: readonly StockAmountStep[] | undefined;
  stepLabel: (amount: string) => string;
  /** How a step reads (a price by default). */
  format?: (step: number) => string;
}) {
  const counts = new Map(facet?.map((step) => [step.value, step.count]));
  const values =
    value !== null && !steps.includes(value) ? [...steps, value].sort((a, b) => a - b) : steps;
  return (
    <label className={styles.selectLabel}>
      {label}
      <select
        name={name}
        value={value === null ? '' : String(value)}
        onChange={() => undefined}
        className={styles.select}
      >
        <option value="">{noneLabel}</option>
        {values.map((step) => (
          <option key={step} value={String(step)}>
            {labelWithCount(stepLabel(format(step)), counts.get(step) ?? null)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * What the controls show: the search asked for, at once (the address follows a moment
 * later), and again whatever the address says after Back, Forward or a link. Any change
 * searches again from the first page, at the address's normal form; the history entry
 * remembers what changed (an empty result offers to undo it).
 */
function useChosenFilters(query: StockSearchQuery) {
  const navigate = useNavigate();
  const queryKey = stockSearchParamsOf(query).toString();
  const [shown, setShown] = useState({ key: queryKey, query });
  if (shown.key !== queryKey) setShown({ key: queryKey, query });
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const control = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    const isUnchecked = control instanceof HTMLInputElement && !control.checked;
    const changed: ChangedFilter = isUnchecked
      ? null
      : { param: control.name as StockSearchParam, value: control.value };
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') fields.append(name, value);
    }
    const { query: next } = parseStockSearch(fields);
    setShown({ key: queryKey, query: next });
    void navigate(stockSearchRoute(next), { state: { changed }, preventScrollReset: true });
  };
  return { chosen: shown.query, onChange };
}

/** Condition, kilometres and model year: what tells used units apart. */
function UsedCarFilters({
  chosen,
  facets,
}: {
  chosen: StockSearchQuery;
  facets: StockFacets | null;
}) {
  const chosenWords = chosen.conditions.map((condition) => unitConditionWords[condition]);
  return (
    <>
      <CheckboxGroup
        legend="Condición"
        name={stockSearchParams.condition}
        options={optionsOf(
          facets?.condicion,
          unitConditions.map((condition) => ({
            value: unitConditionWords[condition],
            label: unitConditionLabels[condition],
          })),
          chosenWords,
        )}
        chosen={chosenWords}
      />
      <AmountSelect
        label="Kilómetros hasta"
        name={stockSearchParams.kmMax}
        value={chosen.kmMax}
        noneLabel="Sin máximo"
        steps={stockKmSteps}
        facet={facets?.km_hasta}
        stepLabel={(km) => `Hasta ${km}`}
        format={formatMileage}
      />
      <AmountSelect
        label="Año desde"
        name={stockSearchParams.yearMin}
        value={chosen.yearMin}
        noneLabel="Cualquier año"
        steps={stockYearSteps}
        facet={facets?.anio_desde}
        stepLabel={(year) => `Desde ${year}`}
        format={String}
      />
    </>
  );
}

export function StockFilters({
  query,
  facets,
  action,
}: {
  query: StockSearchQuery;
  facets: StockFacets | null;
  action: string;
}) {
  const { chosen, onChange } = useChosenFilters(query);
  const brandOptions = optionsOf(
    facets?.marca,
    vehicleBrandIds.map((id) => ({ value: brands[id].slug, label: brands[id].name })),
    chosen.brands.map((id) => brands[id].slug),
  );
  const siteOptions = optionsOf(
    facets?.sucursal,
    stockSiteSlugs.map((slug) => ({ value: slug, label: siteBySlug(slug)?.name ?? slug })),
    chosen.sites,
  );
  return (
    <Card as="aside" padding="medium" tone="alt">
      <Form
        method="get"
        action={action}
        onChange={onChange}
        aria-labelledby="stock-filters-title"
        className={styles.filters}
      >
        <Heading level={4} component="h2" id="stock-filters-title">
          Filtrar unidades
        </Heading>
        <label className={styles.selectLabel}>
          Ordenar por
          <select
            name={stockSearchParams.sort}
            value={chosen.sort}
            onChange={() => undefined}
            className={styles.select}
          >
            {stockSorts.map((sort) => (
              <option key={sort} value={sort}>
                {stockSortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <CheckboxGroup
          legend="Marca"
          name={stockSearchParams.brand}
          options={brandOptions}
          chosen={chosen.brands.map((id) => brands[id].slug)}
        />
        <CheckboxGroup
          legend="Modelo"
          name={stockSearchParams.family}
          options={optionsOf(facets?.familia, [], chosen.families)}
          chosen={chosen.families}
        />
        <CheckboxGroup
          legend="Sucursal"
          name={stockSearchParams.site}
          options={siteOptions}
          chosen={chosen.sites}
        />
        <AmountSelect
          label="Precio final desde"
          name={stockSearchParams.priceMin}
          value={chosen.priceMin}
          noneLabel="Sin mínimo"
          steps={stockPriceSteps}
          facet={facets?.precio_min}
          stepLabel={(amount) => `Desde ${amount}`}
        />
        <AmountSelect
          label="Precio final hasta"
          name={stockSearchParams.priceMax}
          value={chosen.priceMax}
          noneLabel="Sin máximo"
          steps={stockPriceSteps}
          facet={facets?.precio_max}
          stepLabel={(amount) => `Hasta ${amount}`}
        />
        <AmountSelect
          label="Cuota mensual hasta"
          name={stockSearchParams.instalmentMax}
          value={chosen.instalmentMax}
          noneLabel="Sin máximo"
          steps={stockInstalmentSteps}
          facet={facets?.cuota_max}
          stepLabel={(amount) => `Hasta ${amount} por mes`}
        />
        <UsedCarFilters chosen={chosen} facets={facets} />
        <CheckboxGroup
          legend="Color"
          name={stockSearchParams.color}
          options={optionsOf(facets?.color, [], chosen.colors)}
          chosen={chosen.colors}
        />
        <CheckboxGroup
          legend="Oportunidades"
          name={stockSearchParams.discount}
          options={[
            { value: 'si', label: 'Con descuento especial', count: facets?.descuento ?? null },
          ]}
          chosen={chosen.discountOnly ? ['si'] : []}
        />
        <Stack space="small">
          <Button type="submit" variant="secondary">
            Aplicar filtros
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
