/**
 * The human check (spec 2 §5, contracts.md §5): a captcha token from the browser judged by the captcha
 * provider's siteverify service. The real adapter is siteverify.client.ts; demo and test modes point it at
 * the captcha sandbox.
 */
export interface HumanCheckRequest {
  /** the token the browser's captcha widget produced */
  token: string;
  /** the visitor's address, passed on as `remoteip` */
  remoteIp?: string;
  /** for score-based (v3) tokens: the action the page executed */
  expectedAction: string;
  /** the host names of the site taking the post: siteverify must name one as the page the token was made on */
  expectedHostnames: readonly string[];
}

export type HumanCheckVerdict =
  | { outcome: 'passed' }
  /** the visitor did not pass: the reason is for logs only (siteverify error codes, 'low-score', ...) */
  | { outcome: 'failed'; reason: string }
  /** no judgement could be had (siteverify down, slow, refusing our secret) */
  | { outcome: 'unavailable'; reason: string };

export interface HumanCheckPort {
  verify(request: HumanCheckRequest): Promise<HumanCheckVerdict>;
}
