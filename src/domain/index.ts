// Pure TypeScript shared by the app and the server.
export * from './constants';
export * from './messages';
export * from './access';
export * from './cuit';
export * from './text';
export * from './format';
export * from './validation';
export * from './schemas/fields';
export * from './schemas/client';
export * from './schemas/auth';
