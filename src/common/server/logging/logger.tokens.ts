/** DI token of the root pino logger (create-logger.ts); feature code logs through Nest's `Logger`, which it backs. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
