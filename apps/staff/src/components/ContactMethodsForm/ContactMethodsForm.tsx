import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  CustomSelect,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import { leadDepartmentLabels, leadDepartments } from '@territorio/api-client/staff';
import type { LeadDepartment, StaffContactMethod } from '@territorio/api-client/staff';
import { sites } from '@territorio/site-config';
import type { ActionResult } from '../../lib/actions';
import {
  contactMethodTitle,
  newEntry,
  savedEntries,
  takenDepartments,
} from '../../lib/contactMethods';
import type { ContactMethodEntry } from '../../lib/contactMethods';
import { brandOptions } from '../../lib/options';
import { ActionForm } from '../ActionForm/ActionForm';
import { CallFields } from '../CallFields/CallFields';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldGroup } from '../FieldGroup/FieldGroup';
import { fieldError } from '../Notice/FormResult';

export const contactMethodsIntent = 'contact-methods';

export type ContactMethodsFormProps = {
  methods: readonly StaffContactMethod[];
  result: ActionResult | undefined;
};

/**
 * Every brand and area's contact method, sent as one list: entries can be added (brand and
 * area first) and removed, and the change is kept only when the list is saved.
 */
export function ContactMethodsForm({ methods, result }: ContactMethodsFormProps) {
  const [entries, setEntries] = useState(() => savedEntries(methods));
  const [handledResult, setHandledResult] = useState(result);
  // The answer that was on screen when the list last changed: its field names point at
  // the old positions, so it is no longer shown.
  const [staleResult, setStaleResult] = useState<ActionResult>();
  const [announcement, setAnnouncement] = useState('');
  const addedCount = useRef(0);
  const addRef = useRef<HTMLButtonElement>(null);

  // A saved list is the API's list again (what was added now has its brand and area fixed).
  if (result !== handledResult) {
    setHandledResult(result);
    if (result?.ok && result.intent === contactMethodsIntent) {
      setEntries(savedEntries(methods));
      setAnnouncement('');
    }
  }

  const shownResult = result === staleResult ? undefined : result;
  const error = (name: string) => fieldError(shownResult, contactMethodsIntent, name);
  const canAdd = newEntry(entries, '') !== null;

  const add = () => {
    const added = newEntry(entries, `new-${addedCount.current}`);
    if (!added) return;
    addedCount.current += 1;
    setEntries([...entries, added]);
    setStaleResult(result);
    setAnnouncement('');
  };
  const remove = (removed: ContactMethodEntry) => {
    setEntries(entries.filter((entry) => entry.key !== removed.key));
    setStaleResult(result);
    setAnnouncement(
      `Quitaste ${contactMethodTitle(removed)}. Guardá los medios de contacto para confirmarlo.`,
    );
    addRef.current?.focus();
  };
  const change = (
    key: string,
    patch: Partial<Pick<ContactMethodEntry, 'brandId' | 'department'>>,
  ) => setEntries(entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  return (
    <ActionForm
      intent={contactMethodsIntent}
      result={shownResult}
      space="large"
      hidden={{ count: entries.length }}
      submitLabel="Guardar medios de contacto"
    >
      {entries.length === 0 ? (
        <Text tone="muted">No hay medios de contacto: agregá uno por marca y área.</Text>
      ) : null}
      {entries.map((entry, index) => (
        <ContactMethodFields
          key={entry.key}
          entry={entry}
          prefix={`contact_methods.${index}`}
          takenDepartments={takenDepartments(entries, entry.brandId, entry.key)}
          error={error}
          onChange={(patch) => change(entry.key, patch)}
          onRemove={() => remove(entry)}
        />
      ))}
      <Stack space="small">
        <div>
          <Button ref={addRef} variant="secondary" onClick={add} disabled={!canAdd}>
            Agregar medio de contacto
          </Button>
        </div>
        {canAdd ? null : (
          <Text size="small" tone="muted">
            Cada marca ya tiene un medio de contacto para cada área.
          </Text>
        )}
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      </Stack>
    </ActionForm>
  );
}

type ContactMethodFieldsProps = {
  entry: ContactMethodEntry;
  prefix: string;
  takenDepartments: ReadonlySet<LeadDepartment>;
  error: (name: string) => string | undefined;
  onChange: (patch: Partial<Pick<ContactMethodEntry, 'brandId' | 'department'>>) => void;
  onRemove: () => void;
};

function ContactMethodFields({
  entry,
  prefix,
  takenDepartments: taken,
  error,
  onChange,
  onRemove,
}: ContactMethodFieldsProps) {
  const brandSelectId = useId();
  const { saved } = entry;
  const title = contactMethodTitle(entry);

  // An entry just added is where the person goes on: its brand comes first.
  useEffect(() => {
    if (!saved) document.getElementById(brandSelectId)?.focus();
  }, [saved, brandSelectId]);

  return (
    <FieldGroup
      legend={saved ? title : `Nuevo: ${title}`}
      footer={
        <>
          <Checkbox
            label="Enviar el ADF/XML como texto del email (para el CRM)"
            name={`${prefix}.adf_in_body`}
            defaultChecked={saved?.adf_in_body ?? false}
          />
          <Button variant="secondary" size="small" onClick={onRemove}>
            Quitar<VisuallyHidden> el medio de contacto de {title}</VisuallyHidden>
          </Button>
        </>
      }
    >
      {saved ? (
        <>
          <input type="hidden" name={`${prefix}.brand_id`} value={entry.brandId} />
          <input type="hidden" name={`${prefix}.department`} value={entry.department} />
        </>
      ) : (
        <>
          <CustomSelect
            id={brandSelectId}
            label="Marca"
            name={`${prefix}.brand_id`}
            options={brandOptions()}
            value={String(entry.brandId)}
            onChange={(value) => onChange({ brandId: Number(value) })}
            errorMessage={error(`${prefix}.brand_id`)}
          />
          <CustomSelect
            label="Área"
            name={`${prefix}.department`}
            options={leadDepartments.map((department) => ({
              value: department,
              label: leadDepartmentLabels[department],
              disabled: taken.has(department),
            }))}
            value={entry.department}
            onChange={(value) => onChange({ department: value as LeadDepartment })}
            helpText="Las áreas que la marca ya tiene no se pueden elegir."
            errorMessage={error(`${prefix}.department`)}
          />
        </>
      )}
      <TextField
        label="Email del área"
        type="email"
        name={`${prefix}.email`}
        defaultValue={saved?.email ?? ''}
        helpText="Recibe las consultas y los avisos de reservas."
        errorMessage={error(`${prefix}.email`)}
      />
      {sites.map((site) => (
        <TextField
          key={site.name}
          label={`Email para ${site.name}`}
          type="email"
          name={`${prefix}.site.${site.name}`}
          defaultValue={saved?.site_emails.find((item) => item.site === site.name)?.email ?? ''}
          helpText="Vacío: usa el email del área."
          errorMessage={error(`${prefix}.site.${site.name}`)}
        />
      ))}
      <CallFields
        prefix={prefix}
        values={saved}
        whatsappHelp="En números, con código de país: 5492614000000."
        error={error}
      />
    </FieldGroup>
  );
}
