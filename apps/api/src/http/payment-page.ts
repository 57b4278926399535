/**
 * The payment sandbox page shown in the step-4 frame (DECISIONS): a card form labelled like
 * Mercado Pago's, in Argentine Spanish, with each error under its field, and a result page
 * that tells the reservation app the outcome with
 *   window.parent.postMessage({ type: 'territorio:payment', status, code, status_detail, message },
 *                             RESERVATION_ORIGIN)
 * Everything is inline (styles and one script with a per-response nonce): the page makes no
 * outside request.
 */
import {
  cardInstallments,
  escapeMarkup,
  depositInstalmentsText,
  formatPrice,
  messages,
  paymentFrameHeightPx,
} from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { cardFieldLabels, type CardField } from '../services/payments/card';

/** JSON inside a <script>: '<' escaped so no string can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1f24;background:#fff;line-height:1.4}
main{max-width:480px;margin:0 auto;padding:20px 16px;max-height:${paymentFrameHeightPx}px}
h1{font-size:1.25rem;margin:0 0 4px}
.summary{margin:0 0 12px;color:#3d4550}
.amount{font-weight:700;color:#1b1f24}
.notice{font-size:.85rem;background:#f1f5f9;border-radius:6px;padding:8px 10px;margin:0 0 16px;color:#3d4550}
.field{margin-bottom:12px}
.row{display:flex;gap:12px}.row .field{flex:1}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:4px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #8a94a3;border-radius:6px;background:#fff;color:inherit}
input:focus,select:focus{outline:3px solid #1f6feb;outline-offset:1px}
[aria-invalid="true"]{border-color:#b3261e}
.help{font-size:.85rem;color:#3d4550;margin:4px 0 0}
.error{color:#b3261e;font-size:.85rem;margin:4px 0 0}
.alert{border:1px solid #b3261e;color:#b3261e;border-radius:6px;padding:8px 10px;margin:0 0 12px}
button,.button{display:inline-block;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:6px;background:#0073b3;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:focus,.button:focus{outline:3px solid #1b1f24;outline-offset:2px}
.result{text-align:center;padding-top:24px}
.result p{margin:8px 0 16px}
`;

function page(title: string, nonce: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escapeMarkup(title)} · ${escapeMarkup(group.name)}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>
`;
}

export type PaymentFormView = {
  readonly nonce: string;
  readonly action: string;
  readonly reference: string;
  readonly model: string;
  readonly color: string;
  readonly location: string;
  readonly amount: number;
  readonly values?: Partial<Record<CardField, string>>;
  readonly errors?: Partial<Record<CardField, string>>;
};

type FieldOptions = {
  readonly name: CardField;
  readonly autocomplete: string;
  readonly inputmode?: string;
  readonly placeholder?: string;
  readonly maxlength?: number;
  readonly help?: string;
};

function field(view: PaymentFormView, options: FieldOptions): string {
  const error = view.errors?.[options.name];
  const value = view.values?.[options.name] ?? '';
  const describedBy = [
    error ? `${options.name}-error` : '',
    options.help ? `${options.name}-help` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${options.name}">${cardFieldLabels[options.name]}</label>
<input id="${options.name}" name="${options.name}" type="text" required autocomplete="${options.autocomplete}"${
    options.inputmode ? ` inputmode="${options.inputmode}"` : ''
  }${options.placeholder ? ` placeholder="${options.placeholder}"` : ''}${
    options.maxlength ? ` maxlength="${options.maxlength}"` : ''
  } value="${escapeMarkup(value)}"${error ? ' aria-invalid="true"' : ''}${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }>
${options.help ? `<p id="${options.name}-help" class="help">${escapeMarkup(options.help)}</p>` : ''}
${error ? `<p id="${options.name}-error" class="error">${escapeMarkup(error)}</p>` : ''}
</div>`;
}

export function renderPaymentForm(view: PaymentFormView): string {
  const hasErrors = view.errors && Object.keys(view.errors).length > 0;
  const installmentsError = view.errors?.installments;
  const chosen = view.values?.installments ?? '1';
  const installmentOptions = cardInstallments
    .map((count) => {
      // Exact: the last instalment absorbs the rounding, and the text says so.
      const label = escapeMarkup(depositInstalmentsText(view.amount, count));
      return `<option value="${count}"${String(count) === chosen ? ' selected' : ''}>${label}</option>`;
    })
    .join('');
  const body = `<h1>Pago de seña</h1>
<p class="summary">${escapeMarkup(view.model)}${view.color ? ` · ${escapeMarkup(view.color)}` : ''}${
    view.location ? ` · ${escapeMarkup(view.location)}` : ''
  }<br>Total a pagar: <span class="amount">${formatPrice(view.amount)}</span></p>
<p class="notice">Entorno de pruebas: no se cobra nada. Usá una tarjeta de prueba (por ejemplo 4509 9535 6623 3704); el nombre del titular decide el resultado: APRO aprobado, CONT pendiente, OTHE rechazado.</p>
${hasErrors ? '<p class="alert" role="alert">Revisá los datos marcados.</p>' : ''}
<form method="post" action="${escapeMarkup(view.action)}" novalidate>
<input type="hidden" name="reference" value="${escapeMarkup(view.reference)}">
${field(view, { name: 'card_number', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, placeholder: '1234 1234 1234 1234' })}
<div class="row">
${field(view, { name: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 5, placeholder: 'MM/AA' })}
${field(view, { name: 'security_code', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, placeholder: '123' })}
</div>
${field(view, { name: 'holder_name', autocomplete: 'cc-name', placeholder: 'Como figura en la tarjeta' })}
${field(view, { name: 'holder_document', autocomplete: 'off', inputmode: 'numeric', maxlength: 10, placeholder: 'DNI' })}
<div class="field">
<label for="installments">${cardFieldLabels.installments}</label>
<select id="installments" name="installments"${installmentsError ? ' aria-invalid="true" aria-describedby="installments-error"' : ''}>${installmentOptions}</select>
${installmentsError ? `<p id="installments-error" class="error">${escapeMarkup(installmentsError)}</p>` : ''}
</div>
<button type="submit">Pagar</button>
</form>`;
  return page('Pago de seña', view.nonce, body);
}

export type PaymentResultStatus = 'approved' | 'pending' | 'in_process' | 'rejected';

export type PaymentResultView = {
  readonly nonce: string;
  readonly status: PaymentResultStatus;
  readonly statusDetail: string;
  /** The operation code (what the reservation app navigates with). */
  readonly code: string;
  readonly targetOrigin: string;
  /** Link back to the form after a rejection. */
  readonly retryUrl?: string;
};

const rejectionReasons: Record<string, string> = {
  cc_rejected_other_reason: 'La tarjeta rechazó el pago. Probá con otra tarjeta o medio de pago.',
  vehicle_unavailable: messages.vehicleUnavailable,
  operation_closed: messages.vehicleUnavailable,
};

export function resultMessage(
  status: PaymentResultStatus,
  statusDetail: string,
): { title: string; text: string } {
  switch (status) {
    case 'approved':
      return { title: '¡Pago aprobado!', text: 'Tu seña se acreditó. Ya reservamos tu 0km.' };
    case 'pending':
    case 'in_process':
      return {
        title: 'Pago pendiente',
        text: 'Tu pago está pendiente de confirmación. Te avisamos por email cuando se acredite.',
      };
    case 'rejected':
      return {
        title: statusDetail === 'vehicle_unavailable' ? 'Vehículo no disponible' : 'Pago rechazado',
        text: rejectionReasons[statusDetail] ?? rejectionReasons.cc_rejected_other_reason!,
      };
  }
}

export function renderPaymentResult(view: PaymentResultView): string {
  const { title, text } = resultMessage(view.status, view.statusDetail);
  const message = {
    type: 'territorio:payment',
    status: view.status,
    code: view.code,
    status_detail: view.statusDetail,
    message: text,
  };
  const retry =
    view.status === 'rejected' && view.retryUrl && view.statusDetail !== 'vehicle_unavailable'
      ? `<a class="button" href="${escapeMarkup(view.retryUrl)}">Volver a intentar</a>`
      : '';
  const body = `<div class="result" role="status">
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(text)}</p>
${retry}
</div>`;
  const script = `(function(){var m=${scriptJson(message)};if(window.parent&&window.parent!==window){window.parent.postMessage(m,${scriptJson(view.targetOrigin)});}})();`;
  return page(title, view.nonce, body, script);
}

export function renderPaymentNotFound(nonce: string): string {
  return page(
    'Operación no encontrada',
    nonce,
    `<div class="result" role="alert"><h1>Operación no encontrada</h1><p>${escapeMarkup(messages.operationNotFound)}</p></div>`,
  );
}
