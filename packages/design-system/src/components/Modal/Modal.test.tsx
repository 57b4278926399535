import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { themes } from '../../themes';
import { ModalHeader } from '../ModalHeader/ModalHeader';
import { renderInTheme } from '../private/testUtils';
import { Modal } from './Modal';

const Example = ({ withHeader = false }: { withHeader?: boolean }) => {
  const [isOpen, setIsOpen] = useState(false);
  const content = (
    <>
      <label htmlFor="modal-name">Nombre</label>
      <input id="modal-name" />
      <button type="button">Enviar</button>
    </>
  );
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Solicitar cotización
      </button>
      {withHeader ? (
        <Modal
          open={isOpen}
          onClose={() => setIsOpen(false)}
          header={
            <ModalHeader typeLabel="0km" typeHref="/vehiculos-0km" title="Unidades disponibles" />
          }
        >
          {content}
        </Modal>
      ) : (
        <Modal open={isOpen} onClose={() => setIsOpen(false)} title="Cotización">
          {content}
        </Modal>
      )}
    </>
  );
};

const openModal = async (withHeader = false) => {
  const { container } = renderInTheme(<Example withHeader={withHeader} />);
  const opener = screen.getByRole('button', { name: 'Solicitar cotización' });
  await userEvent.click(opener);
  return { opener, container, dialog: screen.getByRole('dialog') };
};

describe('Modal', () => {
  it('is a modal dialog named by its title, in a portal carrying the theme', async () => {
    const { dialog, container } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Cotización');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.closest(`.${themes.vw}`)).not.toBeNull();
  });

  it('renders in place when asked (part of a server-rendered page), and still traps focus', async () => {
    const { container } = renderInTheme(
      <main>
        <Modal open inPlace onClose={() => undefined} title="Reservá online">
          <button type="button">Ver unidades</button>
        </Modal>
      </main>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reservá online' });
    expect(container.querySelector('main')?.contains(dialog)).toBe(true);
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
  });

  it('is named by a ModalHeader title', async () => {
    const { dialog } = await openModal(true);
    expect(dialog).toHaveAccessibleName('Unidades disponibles');
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    await openModal();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(close).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    await userEvent.tab();
    expect(send).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus', async () => {
    const { opener } = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const { dialog } = await openModal();
    await userEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(dialog.parentElement as HTMLElement, { position: { x: 2, y: 2 } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dims the whole viewport behind it, a sticky header too', async () => {
    renderInTheme(
      <header style={{ position: 'sticky', top: 0, zIndex: 200, height: '4rem' }}>Cabecera</header>,
    );
    const { dialog } = await openModal();
    const backdrop = dialog.parentElement as HTMLElement;
    const { innerWidth: width, innerHeight: height } = window;
    for (const [x, y] of [
      [1, 1],
      [width - 2, 1],
      [1, height - 2],
      [width - 2, height - 2],
    ] as const) {
      expect(document.elementFromPoint(x, y), `${x},${y}`).toBe(backdrop);
    }
    const [red, green, blue, alpha] = (
      getComputedStyle(backdrop).backgroundColor.match(/[\d.]+/g) ?? []
    ).map(Number);
    // A dark, see-through layer: the page shows through, dimmed.
    expect(Math.max(red ?? 255, green ?? 255, blue ?? 255)).toBeLessThan(64);
    expect(alpha).toBeGreaterThanOrEqual(0.4);
    expect(alpha).toBeLessThan(1);
  });

  it('locks page scrolling while open', async () => {
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
