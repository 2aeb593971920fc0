export * from './formula';
export * from './parameters';
export * from './summary';
