/** The email that lets a buyer go on with an operation later. */
import { messages } from '@territorio/api-client';
import type { AppContext } from '../context';
import type { EmailMessage } from '../email';

/**
 * The resume-later email: the operation's code and the link to go on (sent at start, and
 * again from the staff console).
 */
export function resumeEmail(
  config: Pick<AppContext['config'], 'reservationPublicUrl'>,
  operation: {
    code: string;
    email: string;
    vehicle: { model: string; color?: string | undefined; location?: string | undefined };
  },
): EmailMessage {
  const { code, vehicle } = operation;
  return {
    kind: 'resume',
    to: operation.email,
    operationCode: code,
    subject: `Tu reserva online: código ${code}`,
    text: [
      '¡Hola!',
      '',
      `Empezaste la reserva online de tu ${vehicle.model} (${vehicle.color ?? ''}, ${vehicle.location ?? ''}).`,
      `Tu código de operación es ${code}.`,
      '',
      'Para seguir cuando quieras, entrá en:',
      `${config.reservationPublicUrl}/concesionario-digital/continue/${code}`,
      '',
      'Guardá este código: es la única forma de retomar tu operación.',
      messages.reservationPromise,
    ].join('\n'),
  };
}
