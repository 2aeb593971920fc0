export * from './formula';
export * from './rows';
