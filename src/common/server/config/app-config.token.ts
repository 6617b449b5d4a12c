/** DI token of the typed `Configuration` (config/configuration.ts). */
export const APP_CONFIG = Symbol('APP_CONFIG');
