/** The design system's Modal as a module of its own, which ./LazyModal loads on demand. */
export { Modal as default } from '@territorio/design-system';
