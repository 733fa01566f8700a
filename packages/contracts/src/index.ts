export * from './remotes';
export * from './api/index';
