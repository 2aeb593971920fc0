export * from './ResourceList';
export * from './ListPagination';
export * from './pageWindow';
