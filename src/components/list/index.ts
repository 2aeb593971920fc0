export * from './ResourceList';
export * from './ListPagination';
export * from './pageWindow';
export * from './ListSelectFilter';
export * from './ProducerFilter';
