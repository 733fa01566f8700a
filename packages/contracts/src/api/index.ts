export * from './common';
export * from './reference';
export * from './offers';
export * from './hotels';
export * from './content';
export * from './endpoints';
