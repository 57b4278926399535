import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { CAROUSEL_SLIDE_OFFSET_PERCENT } from '../../tokens/constants';
import { renderInTheme } from '../private/testUtils';
import { Carousel } from './Carousel';

const slides = ['Taos', 'Tracker', 'Kicks'].map((model) => ({
  id: model,
  content: <p style={{ height: '120px', margin: 0 }}>{`Promoción ${model}`}</p>,
}));

const setup = () => {
  const onIndexChange = vi.fn();
  renderInTheme(<Carousel label="Promociones" slides={slides} onIndexChange={onIndexChange} />);
  const region = screen.getByRole('region', { name: 'Promociones' });
  const slide = (name: string) => screen.getByRole('group', { name });
  const track = slide('1 de 3').parentElement as HTMLElement;
  return { region, slide, track, onIndexChange };
};

const currentSlideName = () =>
  screen
    .getAllByRole('group')
    .find((group) => !group.inert)
    ?.getAttribute('aria-label');

const translateX = (element: HTMLElement) => new DOMMatrix(getComputedStyle(element).transform).m41;

describe('Carousel', () => {
  afterEach(async () => {
    await commands.emulateReducedMotion(false);
  });

  it('is a labelled carousel region with slides named "n de m"', () => {
    const { region, slide } = setup();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide('2 de 3')).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlideName()).toBe('1 de 3');
    expect(slide('2 de 3').inert).toBe(true);
  });

  it('advances when the slides are clicked, wrapping after the last', async () => {
    const { onIndexChange } = setup();
    await userEvent.click(screen.getByText('Promoción Taos'));
    expect(currentSlideName()).toBe('2 de 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByText('Promoción Tracker'));
    await userEvent.click(screen.getByText('Promoción Kicks'));
    expect(currentSlideName()).toBe('1 de 3');
  });

  it('jumps to a slide with its dot button', async () => {
    setup();
    const dot = screen.getByRole('button', { name: 'Ir a la diapositiva 3 de 3' });
    await userEvent.click(dot);
    expect(currentSlideName()).toBe('3 de 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 1 de 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('has previous and next buttons for keyboard users', async () => {
    setup();
    screen.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(currentSlideName()).toBe('2 de 3');
    screen.getByRole('button', { name: 'Diapositiva anterior' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(currentSlideName()).toBe('3 de 3');
  });

  it('moves the track by 75 % of its width per slide', async () => {
    await commands.emulateReducedMotion(true);
    const { track } = setup();
    expect(CAROUSEL_SLIDE_OFFSET_PERCENT).toBe(75);
    expect(translateX(track)).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3 de 3' }));
    const trackWidth = track.getBoundingClientRect().width;
    await expect.poll(() => translateX(track)).toBeCloseTo(-1.5 * trackWidth, 0);
    const slideWidth = screen.getByRole('group', { name: '1 de 3' }).getBoundingClientRect().width;
    expect(slideWidth).toBeCloseTo(0.75 * trackWidth, 0);
  });

  it('animates the move only when the visitor allows motion', async () => {
    const { track } = setup();
    expect(getComputedStyle(track).transitionDuration).not.toBe('0s');
    await commands.emulateReducedMotion(true);
    expect(getComputedStyle(track).transitionDuration).toBe('0s');
  });
});
