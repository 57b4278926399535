import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  Button,
  Heading,
  Inline,
  Modal,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import { brandName, formatPrice } from '@territorio/api-client/core';
import { promotionUpdateSchema, staffPromotionSchema } from '@territorio/api-client/staff';
import type { StaffPromotion } from '@territorio/api-client/staff';
import { z } from 'zod';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { numberField, parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { formatValidity, joined } from '../lib/format';
import { Notice } from '../components/Notice/Notice';
import { FormResult, fieldError } from '../components/Notice/FormResult';
import { Figure, Table } from '../components/Table/Table';
import { ValidityFields } from '../components/ValidityFields/ValidityFields';
import { requireAction } from './session';

const promotionListSchema = z.array(staffPromotionSchema);

export async function promotionsLoader({ request }: LoaderFunctionArgs): Promise<StaffPromotion[]> {
  // The API guards promotions as administration parameters.
  await requireAction(request, 'parameters');
  return withSession(request, () => staffGet(staffUrl('promotions'), promotionListSchema));
}

export async function promotionAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const code = textField(form, 'code');
  return runAction(request, `edit-${code}`, () => {
    const body = parseOrThrow(promotionUpdateSchema, {
      valid_from: textField(form, 'valid_from') || null,
      valid_until: textField(form, 'valid_until') || null,
      units: numberField(form, 'units') ?? null,
    });
    return staffSend('PATCH', staffUrl('promotion', { code }), body);
  });
}

/** 'Volkswagen · Polo', 'Todas las marcas', with the chassis when the code is for one unit. */
function scopeOf(promotion: StaffPromotion): string {
  return (
    joined([
      promotion.brand_id === null ? 'Todas las marcas' : brandName(promotion.brand_id),
      promotion.family,
      promotion.chassis && `chasis ${promotion.chassis}`,
    ]) || 'Todas las marcas'
  );
}

function discountOf(promotion: StaffPromotion): string {
  if (promotion.money_discount !== null) return formatPrice(promotion.money_discount);
  if (promotion.percentage_discount !== null)
    return `${String(promotion.percentage_discount).replace('.', ',')} %`;
  return '—';
}

function unitsOf(promotion: StaffPromotion): string {
  const used =
    promotion.uses === 0 ? '' : ` (${promotion.uses} ${promotion.uses === 1 ? 'usada' : 'usadas'})`;
  if (promotion.units === null) return `Sin límite${used}`;
  return `${promotion.units} ${promotion.units === 1 ? 'unidad' : 'unidades'}${used}`;
}

function EditPromotion({
  promotion,
  onClose,
}: {
  promotion: StaffPromotion;
  onClose: (saved: string) => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const intent = `edit-${promotion.code}`;
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) onClose(result.message);
  }, [fetcher.state, result, onClose]);

  return (
    <Modal open onClose={() => onClose('')} title={`Editar la promoción ${promotion.code}`}>
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name="code" value={promotion.code} />
        <Stack space="medium">
          <Text size="small" tone="muted">
            {joined([promotion.name, scopeOf(promotion), discountOf(promotion)])}. Las fechas
            incluyen el primer y el último día (hora argentina).
          </Text>
          <FormResult result={result} intent={intent} formRef={formRef} />
          <ValidityFields
            names={{ from: 'valid_from', until: 'valid_until' }}
            labels={{ from: 'Vigente desde', until: 'Vigente hasta' }}
            from={promotion.valid_from}
            until={promotion.valid_until}
            untilHelp="Vacío: sin fecha de fin."
            errorOf={(name) => fieldError(result, intent, name)}
          />
          <TextField
            label="Unidades"
            name="units"
            type="number"
            min={0}
            step={1}
            defaultValue={promotion.units ?? ''}
            helpText="Cuántas operaciones pueden usar el código. Vacío: sin límite."
            errorMessage={fieldError(result, intent, 'units')}
          />
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={() => onClose('')}>
              Cancelar
            </Button>
            <Button type="submit" isBusy={fetcher.state !== 'idle'} busyLabel="Guardando…">
              Guardar promoción
            </Button>
          </Inline>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

export function Promotions() {
  const promotions = useLoaderData() as StaffPromotion[];
  const [editing, setEditing] = useState<StaffPromotion | null>(null);
  const [saved, setSaved] = useState('');

  return (
    <Stack space="large">
      <Heading level={1}>Promociones</Heading>
      <Text tone="muted">
        Cada código de promoción dice desde y hasta cuándo vale y para cuántas unidades (Ley 24.240,
        art. 7). Lo que venció deja de mostrarse y de aplicarse.
      </Text>
      {saved ? <Notice tone="positive">{saved}</Notice> : null}
      {promotions.length === 0 ? (
        <Notice tone="neutral">Todavía no hay promociones cargadas.</Notice>
      ) : (
        <Table
          caption={`Códigos de promoción (${promotions.length})`}
          columns={['Código', 'Alcance', 'Descuento', 'Vigencia', 'Unidades', 'Acciones']}
        >
          {promotions.map((promotion) => (
            <tr key={promotion.code}>
              <td>
                <Text as="span" weight="medium">
                  {promotion.code}
                </Text>
                {promotion.name ? (
                  <>
                    <br />
                    {promotion.name}
                  </>
                ) : null}
              </td>
              <td>{scopeOf(promotion)}</td>
              <td>
                <Figure>{discountOf(promotion)}</Figure>
              </td>
              <td>
                <Figure>{formatValidity(promotion)}</Figure>
                <br />
                <Text as="span" size="small" tone="muted">
                  {promotion.is_current ? 'Vigente' : 'No vigente hoy'}
                </Text>
              </td>
              <td>{unitsOf(promotion)}</td>
              <td>
                <Button
                  size="small"
                  onClick={() => {
                    setSaved('');
                    setEditing(promotion);
                  }}
                >
                  Editar<VisuallyHidden> la promoción {promotion.code}</VisuallyHidden>
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {editing ? (
        <EditPromotion
          key={editing.code}
          promotion={editing}
          onClose={(message) => {
            setEditing(null);
            if (message) setSaved(message);
          }}
        />
      ) : null}
    </Stack>
  );
}
