export * from './harness';
export { at, present } from '../../tests/support/present';
