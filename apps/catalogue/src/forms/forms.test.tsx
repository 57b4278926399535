import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { maxCvBytes, messages, personalDataMessages } from '@territorio/api-client';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { renderWithServices, testServices } from '../test/renderApp';
import { ContactForm } from './ContactForm';
import { JobApplicationForm } from './JobApplicationForm';
import { WithdrawalForm } from './WithdrawalForm';

let server: CannedHttp;
let contactStatus = 204;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('POST', '/api/v2/territorio/contact', () => ({ status: contactStatus }));
  server.on('POST', '/cv', { status: 204 });
  server.on('POST', '/api/v2/territorio/withdrawal', {
    status: 201,
    body: { data: { id: 3, reference: 'ARR-7KQ2M9XW' } },
  });
});
afterAll(() => server.close());

/** What assistive technology reads with a field: its help text and its error. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

describe('contact form (spec 5, 8)', () => {
  it('requires name, lastname and telephone, checks the email, and sends the subject', async () => {
    const user = userEvent.setup();
    contactStatus = 204;
    renderWithServices(
      <ContactForm subject="Formulario de contacto" label="Contacto" />,
      testServices(server.url),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // The rules' own messages: the API answers the same words for the same fields.
    expect(await screen.findByText(personalDataMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(personalDataMessages.lastnameRequired)).toBeTruthy();
    expect(screen.getByText(personalDataMessages.telephoneRequired)).toBeTruthy();
    // Focus moves to the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText(/Nombre/));

    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Teléfono/), '261 555-0000');
    await user.type(screen.getByLabelText(/Email/), 'no-es-un-email');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(descriptionOf(screen.getByLabelText(/Email/))).toContain(
      personalDataMessages.emailInvalid,
    );

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Mensaje/), 'Quiero un Polo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(messages.contactSuccess)).toBeTruthy();
    expect(server.requestsTo('/api/v2/territorio/contact').at(-1)?.json).toMatchObject({
      name: 'Ana',
      lastname: 'Pérez',
      telephone: '261 555-0000',
      email: '',
      message: 'Quiero un Polo',
      subject: 'Formulario de contacto',
    });
  });

  it('brings the first field to fix to the middle of the screen, clear of the sticky header', async () => {
    const user = userEvent.setup();
    const scrolled: [Element, ScrollIntoViewOptions | boolean | undefined][] = [];
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(function (this: Element, options) {
        scrolled.push([this, options]);
      });
    renderWithServices(
      <ContactForm subject="Formulario de contacto" label="Contacto" />,
      testServices(server.url),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(personalDataMessages.nameRequired);
    expect(document.activeElement).toBe(screen.getByLabelText(/Nombre/));
    expect(scrolled).toEqual([[screen.getByLabelText(/Nombre/), { block: 'center' }]]);
    scrollIntoView.mockRestore();
  });

  it('refuses a telephone that is not Argentine with the rule’s message (DECISIONS)', async () => {
    const user = userEvent.setup();
    contactStatus = 204;
    renderWithServices(
      <ContactForm subject="Formulario de contacto" label="Contacto" />,
      testServices(server.url),
    );
    const sent = server.requestsTo('/api/v2/territorio/contact').length;
    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Teléfono/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const telephone = await screen.findByLabelText(/Teléfono/);
    expect(descriptionOf(telephone)).toContain(personalDataMessages.telephoneInvalid);
    expect(telephone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(telephone);
    expect(server.requestsTo('/api/v2/territorio/contact')).toHaveLength(sent);

    await user.clear(telephone);
    await user.type(telephone, '+54 9 261 555-2150');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(messages.contactSuccess)).toBeTruthy();
  });

  it('shows the failure message with the phone and address, and lets the person try again', async () => {
    const user = userEvent.setup();
    contactStatus = 500;
    renderWithServices(
      <ContactForm subject="Oportunidades" variant="lead" label="Lead" />,
      testServices(server.url),
    );
    expect(screen.queryByLabelText(/Mensaje/)).toBeNull();
    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Teléfono/), '2615550000');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(messages.contactErrorTitle)).toBeTruthy();
    expect(screen.getByText(messages.contactErrorBody)).toBeTruthy();
    expect(screen.getByText(/Av. San Martín Sur 2150, Godoy Cruz, Mendoza/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    expect((screen.getByLabelText(/Nombre/) as HTMLInputElement).value).toBe('Ana');
    expect(server.requestsTo('/api/v2/territorio/contact').at(-1)?.json).toMatchObject({
      subject: 'Oportunidades',
    });
  });
});

describe('job application form (spec 5)', () => {
  /** The form on the home page; the answer's pages in its place. */
  function JobPage() {
    const { pathname } = useLocation();
    if (pathname === '/cv-recibido') return <p>CV recibido</p>;
    if (pathname === '/cv-error') return <p>CV con error</p>;
    return <JobApplicationForm />;
  }

  function renderJob() {
    renderWithServices(<JobPage />, testServices(server.url));
  }

  it('requires the CV file (Word or PDF) and the contact fields', async () => {
    // A person can pick any file from "All files" despite the accept list.
    const user = userEvent.setup({ applyAccept: false });
    renderJob();
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByText(messages.cvMissing)).toBeTruthy();
    expect(screen.getByText(messages.cellphoneRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/Celular/), 'abc');
    await user.type(screen.getByLabelText(/Teléfono fijo/), '12');
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(descriptionOf(screen.getByLabelText(/Celular/))).toContain(messages.cellphoneInvalid);
    expect(descriptionOf(screen.getByLabelText(/Teléfono fijo/))).toContain(
      personalDataMessages.telephoneInvalid,
    );
    await user.upload(
      screen.getByLabelText(/Currículum/),
      new File(['x'], 'foto.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByText(messages.cvType)).toBeTruthy();
    expect(server.requestsTo('/cv')).toHaveLength(0);
  });

  it('says why a picked CV cannot go (over 5 MB, not PDF or Word) at once, and never sends it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderJob();
    const field = screen.getByLabelText(/Currículum/);
    const tooLarge = new File([new Uint8Array(maxCvBytes + 1)], 'cv.pdf', {
      type: 'application/pdf',
    });
    await user.upload(field, tooLarge);
    // Before any submit: the reason sits with the field, read with it, and focus stays there.
    await vi.waitFor(() => expect(descriptionOf(field)).toContain(messages.cvTooLarge));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    // A PDF by its name whose type says otherwise.
    await user.upload(field, new File(['x'], 'cv.pdf', { type: 'image/png' }));
    await vi.waitFor(() => expect(descriptionOf(field)).toContain(messages.cvType));

    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Celular/), '2615550000');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.upload(field, tooLarge);
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(descriptionOf(field)).toContain(messages.cvTooLarge);
    expect(server.requestsTo('/cv')).toHaveLength(0);

    // A good file clears the message.
    await user.upload(field, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
    expect(descriptionOf(field)).not.toContain(messages.cvTooLarge);
  });

  it('sends the form as multipart and goes to /cv-recibido', async () => {
    const user = userEvent.setup();
    renderJob();
    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Celular/), '2615550000');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.upload(
      screen.getByLabelText(/Currículum/),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText('CV recibido')).toBeTruthy();
    const [request] = server.requestsTo('/cv', 'POST');
    expect(request?.body).toContain('name="data[name]"');
    expect(request?.body).toContain('filename="cv.pdf"');
  });
});

describe('withdrawal form (DECISIONS, Botón de arrepentimiento)', () => {
  it('refuses a DNI that is not 7 or 8 digits under the field, and sends a good one', async () => {
    const user = userEvent.setup();
    renderWithServices(<WithdrawalForm />, testServices(server.url));
    const sent = server.requestsTo('/api/v2/territorio/withdrawal').length;
    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/DNI/), '12');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const dni = await screen.findByLabelText(/DNI/);
    expect(descriptionOf(dni)).toContain(personalDataMessages.dniInvalid);
    expect(server.requestsTo('/api/v2/territorio/withdrawal')).toHaveLength(sent);

    await user.clear(dni);
    await user.type(dni, '30.111.222');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(/Recibimos tu solicitud de arrepentimiento/)).toBeTruthy();
    expect(server.requestsTo('/api/v2/territorio/withdrawal').at(-1)?.json).toMatchObject({
      dni: '30.111.222',
    });
  });

  it('shows the case code the API answers at once, with the focus on the confirmation', async () => {
    const user = userEvent.setup();
    renderWithServices(<WithdrawalForm />, testServices(server.url));
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Gómez');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const code = await screen.findByText(/Tu código de trámite es ARR-7KQ2M9XW\./);
    const confirmation = code.closest('[role="status"]');
    expect(confirmation?.textContent).toContain(messages.withdrawalSuccess);
    // The focus moves once the confirmation is on screen (an effect after it renders).
    await expect.poll(() => document.activeElement).toBe(confirmation);
  });

  it('says the 10 calendar days and the case code given at once, asking for no account', () => {
    renderWithServices(<WithdrawalForm />, testServices(server.url));
    const form = screen.getByRole('form', { name: 'Botón de arrepentimiento' });
    expect(form.textContent).toContain('10 días corridos');
    expect(form.textContent).toContain('No necesitás registrarte');
    expect(form.textContent).toContain('código de trámite');
  });

  it('comes pre-filled with the operation code and sends it', async () => {
    const user = userEvent.setup();
    renderWithServices(<WithdrawalForm operationCode="ABC123XYZ9" />, testServices(server.url));
    expect((screen.getByLabelText(/Código de operación/) as HTMLInputElement).value).toBe(
      'ABC123XYZ9',
    );
    await user.type(screen.getByLabelText(/Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(/Recibimos tu solicitud de arrepentimiento/)).toBeTruthy();
    expect(server.requestsTo('/api/v2/territorio/withdrawal').at(-1)?.json).toMatchObject({
      operation_code: 'ABC123XYZ9',
      email: 'ana@example.com',
    });
  });
});
