export * from './constants.js';
export * from './locale.js';
export * from './errors.js';
export * from './common.js';
export * from './events.js';
export * from './hot-search.js';
export * from './search.js';
export * from './health.js';
