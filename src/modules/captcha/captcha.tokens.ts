/** DI token of the {@link HumanCheckPort} (captcha.port.ts). */
export const HUMAN_CHECK = Symbol('HUMAN_CHECK');

/** Route metadata set by `@HumanCheck()` (captcha.service.ts). */
export const HUMAN_CHECK_OPTIONS = 'atrium:human-check';
