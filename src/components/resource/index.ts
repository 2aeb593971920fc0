export * from './DetailsFromSchema';
export * from './FormFromSchema';
export * from './InputsFromSchema';
export * from './PagesFromSchema';
export * from './ResourceListFromSchema';
export * from './SchemaInput';
export * from './fieldValue';
