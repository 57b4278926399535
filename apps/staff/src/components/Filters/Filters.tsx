import type { ReactNode } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { Button, CustomSelect, Inline, TextField } from '@territorio/design-system';
import type { SelectOption } from '@territorio/design-system';
import { Notice } from '../Notice/Notice';
import * as styles from './Filters.css';

export type FiltersProps = {
  /** Names the search form, e.g. 'Filtrar consultas'. */
  label: string;
  children: ReactNode;
};

/** A GET form: the filters live in the address (shareable, back button), page 1 again. */
export function Filters({ label, children }: FiltersProps) {
  const location = useLocation();
  return (
    <Form method="get" role="search" aria-label={label} className={styles.filters}>
      {children}
      <div className={styles.actions}>
        <Inline space="small">
          <Button type="submit" variant="primary">
            Filtrar
          </Button>
          <Button href={location.pathname} variant="secondary">
            Limpiar
          </Button>
        </Inline>
      </div>
    </Form>
  );
}

export type FilterSelectProps = {
  label: string;
  /** The query parameter (the contract's name). */
  name: string;
  /** The "every one" choice, e.g. 'Todas'. */
  allLabel: string;
  options: readonly SelectOption[];
};

/** A select of the filters, showing what the address says. */
export function FilterSelect({ label, name, allLabel, options }: FilterSelectProps) {
  const [search] = useSearchParams();
  return (
    <CustomSelect
      label={label}
      name={name}
      placeholder={allLabel}
      options={[{ value: '', label: allLabel }, ...options]}
      defaultValue={search.get(name) ?? ''}
    />
  );
}

export type EmptyResultsProps = {
  /** Nothing at all yet, e.g. 'Todavía no hay consultas.' */
  noneYet: string;
  /** Nothing matches the filters of the address, e.g. 'No hay consultas con estos filtros.' */
  noneMatching: string;
};

/** An empty list says whether the filters hid everything or there is nothing yet. */
export function EmptyResults({ noneYet, noneMatching }: EmptyResultsProps) {
  const [search] = useSearchParams();
  const isFiltered = [...search.entries()].some(([key, value]) => key !== 'page' && value !== '');
  return <Notice tone="neutral">{isFiltered ? noneMatching : noneYet}</Notice>;
}

/** The free-text filter (`q`), with what it searches. */
export function SearchField({ helpText }: { helpText: string }) {
  const [search] = useSearchParams();
  return (
    <TextField
      label="Buscar"
      name="q"
      defaultValue={search.get('q') ?? ''}
      helpText={helpText}
      maxLength={100}
    />
  );
}
